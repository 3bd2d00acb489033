import { expect, logIn, logOutByApi, openNewestMail, signUpMember, test } from './fixtures';

test('a member resets a forgotten password from the outbox mail and logs in with the new one', async ({ page }) => {
  const member = await signUpMember(page, 'reset');
  await logOutByApi(page);
  const newPassword = 'tweede-wachtwoord-2026';

  await page.goto('/inloggen');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/wachtwoord-vergeten$/);
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten?', level: 1 })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(member.email);
  await page.getByRole('button', { name: 'Stuur mij een link' }).click();
  await expect(page.getByRole('heading', { name: 'Check je mailbox' })).toBeFocused();
  await expect(page.getByText(member.email)).toBeVisible();

  await openNewestMail(page, member.email, /nieuw wachtwoord/i);
  await page.getByRole('link', { name: 'Nieuw wachtwoord kiezen' }).click();
  await expect(page).toHaveURL(/\/wachtwoord-vergeten\/nieuw\?token=/);
  const resetLink = page.url();

  await expect(page.getByRole('heading', { name: 'Kies een nieuw wachtwoord' })).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(newPassword);
  await page.getByLabel('Herhaal nieuw wachtwoord').fill('iets-heel-anders');
  await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click();
  await expect(page.getByText('De opgegeven wachtwoorden zijn niet gelijk.')).toBeVisible();
  await expect(page.getByLabel('Herhaal nieuw wachtwoord')).toBeFocused();

  await page.getByLabel('Herhaal nieuw wachtwoord').fill(newPassword);
  await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/inloggen$/);
  await expect(page.getByRole('status')).toContainText('Je nieuwe wachtwoord is opgeslagen.');

  await logIn(page, member.email, newPassword);

  // The link works once: a second visit says it expired and offers a new mail on the spot.
  await page.goto(resetLink);
  await expect(page.getByRole('heading', { name: 'Deze link is verlopen', level: 1 })).toBeVisible();
  await expect(page.getByText('Deze link is verlopen of al gebruikt.')).toBeVisible();
  await page.getByLabel('E-mailadres').fill(member.email);
  await page.getByRole('button', { name: 'Stuur mij een link' }).click();
  await expect(page.getByRole('heading', { name: 'Check je mailbox' })).toBeVisible();
});

test('asking a reset link for an unknown address says there is no such account', async ({ page }) => {
  await page.goto('/wachtwoord-vergeten');
  await page.getByLabel('E-mailadres').fill('niemand-hier@example.com');
  await page.getByRole('button', { name: 'Stuur mij een link' }).click();
  await expect(page.getByRole('alert')).toContainText('We kunnen geen account met dit e-mailadres vinden.');
});

test('a login blocked after too many attempts shows for how many minutes', async ({ page }) => {
  const member = await signUpMember(page, 'blocked');
  await logOutByApi(page);
  await page.goto('/inloggen');
  await page.getByLabel('E-mailadres').fill(member.email);
  const alert = page.getByRole('alert');
  for (let attempt = 0; attempt < 6; attempt++) {
    await page.getByLabel('Wachtwoord').fill(`fout-${attempt}`);
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/user.php'));
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    if ((await answer).status() === 429) break;
  }
  await expect(alert).toContainText(/geblokkeerd/);
  await expect(alert).toContainText(/\d+ minuten/);
});

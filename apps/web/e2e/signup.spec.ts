import { expect, fillSignupUntilCredentials, logIn, test, uniqueEmail } from './fixtures';

test('a visitor signs up, activates the account from the mail, logs out and logs in again', async ({ page }) => {
  const email = uniqueEmail('signup');
  const password = 'zomer-in-utrecht-2026';
  const name = `Jeroen${Math.floor(Math.random() * 10000)}`;

  await page.goto('/aanmelden');
  await expect(page.getByRole('heading', { name: 'Aanmelden', level: 1 })).toBeVisible();
  await fillSignupUntilCredentials(page, name);

  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(page.getByRole('heading', { name: 'Bijna klaar' })).toBeVisible();
  await page.getByLabel('Je eerste bericht aan je matches (niet verplicht)').fill('Hoi! Zin in een goed gesprek?');
  await page.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await page.getByRole('checkbox', { name: /privacybeleid/ }).check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();

  const progress = page.getByRole('status');
  for (const step of ['Gegevens controleren', 'Account aanmaken', 'Matches zoeken', 'Activatiemail versturen']) {
    await expect(progress.getByText(step)).toBeVisible();
  }

  await expect(page).toHaveURL(/\/aanmelden-voltooien$/);
  await expect(page.getByRole('heading', { name: 'Check je mailbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  // Back from a signup elsewhere (?activation=1) on a wide screen, the reminder is a dialog first.
  await page.goto('/leden?activation=1');
  const reminder = page.getByRole('dialog', { name: 'Bevestig je e-mailadres' });
  await expect(reminder).toContainText(email);
  await reminder.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Bevestig je e-mailadres:')).toBeVisible();
  // Right after signup the server may ask to wait before sending again; either answer is shown.
  await page.getByRole('button', { name: 'Opnieuw versturen' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Verstuurd! Kijk in je mailbox\.|Te veel verzoeken/ })).toBeVisible();

  await page.goto('/dev/outbox');
  await page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).first().getByRole('link').click();
  await page.getByRole('link', { name: 'Mijn e-mailadres bevestigen' }).click();

  await expect(page).toHaveURL(/\/activeren\/gelukt$/);
  await expect(page.getByRole('heading', { name: 'Je e-mailadres is bevestigd' })).toBeVisible();

  await page.getByRole('button', { name: new RegExp(name) }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Inloggen' }).first()).toBeVisible();

  await logIn(page, email, password);
  await expect(page.getByRole('heading', { name: 'Leden zoeken', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(name) })).toBeVisible();
});

test('the signup form suggests a fix for a mistyped domain and knows a taken address', async ({ page }) => {
  await page.goto('/aanmelden');
  await fillSignupUntilCredentials(page, 'Marloes');

  const email = page.getByLabel('E-mailadres');
  await email.fill('someone@gmial.com');
  await email.blur();
  const suggestion = page.getByRole('button', { name: 'someone@gmail.com' });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(email).toHaveValue('someone@gmail.com');

  await email.fill('free@demo.local');
  await email.blur();
  await expect(page.getByText('Dit e-mailadres heeft al een account op deze site.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('link', { name: 'Log in met dit adres' })).toBeVisible();
});

test('a visitor who is too young is stopped at the date of birth', async ({ page }) => {
  await page.goto('/aanmelden');
  await page.getByRole('group', { name: 'Ik ben een' }).getByLabel('Vrouw', { exact: true }).check();
  await page.getByRole('group', { name: 'Ik zoek' }).getByLabel('Allebei').check();
  await page.getByRole('button', { name: 'Volgende' }).click();
  const thisYear = new Date().getFullYear();
  await page.getByLabel('Dag').selectOption('1');
  await page.getByLabel('Maand').selectOption('12');
  await page.getByLabel('Jaar').selectOption(String(thisYear - 18));
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Je moet 18+ jaar oud zijn om lid te worden.')).toBeVisible();
  await expect(page.getByLabel('Jaar')).toHaveAttribute('aria-invalid', 'true');
});

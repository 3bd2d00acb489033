import { expect, openNewestMail, signUpMember, test, uniqueEmail } from './fixtures';

test('the invisible switch stays on after a reload', async ({ page }) => {
  await signUpMember(page, 'invisible');
  await page.goto('/profiel');
  await expect(page.getByRole('tab', { name: 'Profiel' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Profiel' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Account en instellingen' })).toBeFocused();
  await expect(page).toHaveURL(/\/profiel\?tab=account$/);

  const toggle = page.getByRole('switch', { name: 'Onzichtbare modus' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Je bent nu onzichtbaar.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Onzichtbare modus' })).toHaveAttribute('aria-checked', 'true');
});

test('changing the password with a wrong old password says so, the right one works', async ({ page }) => {
  const member = await signUpMember(page, 'password');
  await page.goto('/profiel?tab=account');
  const section = page.getByRole('region', { name: 'Wachtwoord', exact: true });
  await section.getByLabel('Huidig wachtwoord').fill('niet-mijn-wachtwoord');
  await section.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nieuw-wachtwoord-2026');
  await section.getByLabel('Herhaal nieuw wachtwoord').fill('nieuw-wachtwoord-2026');
  await section.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(section.getByText('Je huidige wachtwoord klopt niet.')).toBeVisible();
  await expect(section.getByLabel('Huidig wachtwoord')).toBeFocused();
  await expect(section.getByLabel('Huidig wachtwoord')).toHaveAttribute('aria-invalid', 'true');

  await section.getByLabel('Huidig wachtwoord').fill(member.password);
  await section.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(section.getByRole('status')).toHaveText('Je wachtwoord is gewijzigd. Op je andere apparaten ben je uitgelogd.');
  await expect(section.getByLabel('Huidig wachtwoord')).toHaveValue('');
});

test('a member changes the e-mail address and confirms it from the mail', async ({ page }) => {
  const member = await signUpMember(page, 'oldmail');
  const newEmail = uniqueEmail('newmail');
  await page.goto('/profiel?tab=account');
  const section = page.getByRole('region', { name: 'E-mailadres', exact: true });
  await expect(section.getByText(member.email)).toBeVisible();
  await section.getByLabel('Nieuw e-mailadres').fill(newEmail);
  await section.getByLabel('Je wachtwoord').fill(member.password);
  await section.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
  await expect(section.getByRole('status')).toContainText(`open de link die we naar ${newEmail} hebben gestuurd`);

  await openNewestMail(page, newEmail, /nieuwe e-mailadres/i);
  await page.getByRole('link', { name: 'Mijn nieuwe e-mailadres bevestigen' }).click();
  await expect(page).toHaveURL(/\/email-wijzigen\/bevestigen\?token=/);
  await expect(page.getByRole('heading', { name: 'Je e-mailadres is gewijzigd', level: 1 })).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();

  await page.goto('/profiel?tab=account');
  await expect(page.getByRole('region', { name: 'E-mailadres', exact: true }).getByText(newEmail)).toBeVisible();
});

test('the e-mail change form shows a taken address and suggests a fix for a typo', async ({ page }) => {
  const member = await signUpMember(page, 'typo');
  await page.goto('/profiel?tab=account');
  const section = page.getByRole('region', { name: 'E-mailadres', exact: true });
  await section.getByLabel('Je wachtwoord').fill(member.password);
  await section.getByLabel('Nieuw e-mailadres').fill('free@demo.local');
  await section.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
  await expect(section.getByText('Dit e-mailadres heeft al een account op deze site.')).toBeVisible();
  await expect(section.getByLabel('Nieuw e-mailadres')).toHaveAttribute('aria-invalid', 'true');

  // A likely typo is sent anyway (the address is valid) but the member is asked whether it was meant.
  const typo = `${member.name.toLowerCase()}@gmial.com`;
  await section.getByLabel('Nieuw e-mailadres').fill(typo);
  await section.getByLabel('Je wachtwoord').fill(member.password);
  await section.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
  await expect(section.getByRole('status')).toContainText(typo);
  await section.getByRole('button', { name: `${member.name.toLowerCase()}@gmail.com` }).click();
  await expect(section.getByLabel('Nieuw e-mailadres')).toHaveValue(`${member.name.toLowerCase()}@gmail.com`);
  await expect(section.getByLabel('Je wachtwoord')).toBeFocused();
});

import { expect, logIn, openNewestMail, signUpMember, test } from './fixtures';

test('a member deletes the account and reactivates it from the mail', async ({ page }) => {
  const member = await signUpMember(page, 'delete');
  await page.goto('/leden');
  await page.getByRole('button', { name: /Accountmenu/ }).click();
  await page.getByRole('menuitem', { name: 'Instellingen' }).click();
  await expect(page).toHaveURL(/\/profiel\?tab=account$/);
  await expect(page.getByRole('tab', { name: 'Account en instellingen' })).toHaveAttribute('aria-selected', 'true');

  const section = page.getByRole('region', { name: 'Account verwijderen' });
  await section.getByRole('button', { name: 'Ik wil mijn account verwijderen' }).click();
  await section.getByRole('button', { name: 'Verder' }).click();
  await expect(section.getByText('Laat ons weten waarom je vertrekt.')).toBeVisible();
  await expect(section.getByText('Vul je wachtwoord in.')).toBeVisible();

  await section.getByRole('group', { name: 'Waarom vertrek je?' }).getByLabel('Geen tijd').check();
  await section.getByLabel('Wil je ons nog iets laten weten? (niet verplicht)').fill('Het is te druk op mijn werk.');
  await section.getByLabel('Je wachtwoord').fill('niet-mijn-wachtwoord');
  await section.getByRole('button', { name: 'Verder' }).click();

  // The company gives 50% for staying (demo data): the offer comes before the last click.
  await expect(section.getByRole('heading', { name: 'Blijf en krijg 50% korting op je volgende aankoop' })).toBeFocused();
  await section.getByRole('button', { name: 'Toch verwijderen' }).click();
  await expect(section.getByRole('heading', { name: 'Weet je het zeker?' })).toBeFocused();
  await section.getByRole('button', { name: 'Mijn account verwijderen' }).click();

  // A wrong password sends the member back to the form, with the server's message at the field.
  await expect(section.getByText('Je wachtwoord klopt niet.')).toBeVisible();
  await expect(section.getByLabel('Je wachtwoord')).toBeFocused();
  await section.getByLabel('Je wachtwoord').fill(member.password);
  await section.getByRole('button', { name: 'Verder' }).click();
  await section.getByRole('button', { name: 'Toch verwijderen' }).click();
  await section.getByRole('button', { name: 'Mijn account verwijderen' }).click();

  await expect(page).toHaveURL(/\/account-verwijderd$/);
  await expect(page.getByRole('heading', { name: 'Je account is verwijderd', level: 1 })).toBeVisible();
  await expect(page.getByText(/Die link werkt tot \d{1,2} \p{L}+ \d{4}/u)).toBeVisible();
  await expect(page.getByRole('button', { name: /Accountmenu/ })).toHaveCount(0);

  await page.goto('/inloggen');
  await page.getByLabel('E-mailadres').fill(member.email);
  await page.getByLabel('Wachtwoord').fill(member.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/inloggen$/);

  await openNewestMail(page, member.email, /verwijderd/);
  const restore = page.getByRole('link', { name: 'Mijn account herstellen' });
  const restoreLink = await restore.getAttribute('href');
  await restore.click();
  await expect(page).toHaveURL(/\/inloggen\?reactivated=1$/);
  await expect(page.getByRole('status')).toContainText('Je account is weer actief. Log in om verder te gaan.');
  await logIn(page, member.email, member.password);
  await expect(page.getByRole('button', { name: new RegExp(member.name) })).toBeVisible();

  // The link works once; used again it lands on the deleted page with the expired message.
  await page.goto(restoreLink!);
  await expect(page).toHaveURL(/\/account-verwijderd\?reactivation=expired$/);
  await expect(page.getByRole('heading', { name: 'Deze link is verlopen', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@amora.example' })).toBeVisible();
});

test('a member who takes the retention offer keeps the account and gets a discount code', async ({ page }) => {
  const member = await signUpMember(page, 'stay');
  await page.goto('/profiel?tab=account');
  const section = page.getByRole('region', { name: 'Account verwijderen' });
  await section.getByRole('button', { name: 'Ik wil mijn account verwijderen' }).click();
  await section.getByRole('group', { name: 'Waarom vertrek je?' }).getByLabel('Te duur').check();
  await section.getByLabel('Je wachtwoord').fill(member.password);
  await section.getByRole('button', { name: 'Verder' }).click();
  await section.getByRole('button', { name: 'Mijn account houden en de korting nemen' }).click();

  await expect(section.getByRole('heading', { name: 'Fijn dat je blijft!' })).toBeFocused();
  await expect(section.getByText(/50% korting op je volgende aankoop/)).toBeVisible();
  await expect(section.getByText('Je kortingscode')).toBeVisible();
  await expect(section.getByRole('link', { name: 'Credits kopen met korting' })).toHaveAttribute('href', '/credits');
  await page.reload();
  await expect(page.getByRole('button', { name: new RegExp(member.name) })).toBeVisible();
});

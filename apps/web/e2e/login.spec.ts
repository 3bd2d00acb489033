import { DEMO, expect, logIn, test } from './fixtures';

test('a wrong password shows the Dutch login error', async ({ page }) => {
  await page.goto('/inloggen');
  await page.getByLabel('E-mailadres').fill(DEMO.free.email);
  await page.getByLabel('Wachtwoord').fill('dit-is-niet-het-wachtwoord');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Login mislukt, probeer opnieuw');
  await expect(page).toHaveURL(/\/inloggen$/);
});

test('a free member logs in, sees Get Premium in the navigation and logs out', async ({ page }) => {
  await logIn(page, DEMO.free.email, DEMO.free.password);
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Leden zoeken' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Word Premium' })).toBeVisible();

  await page.getByRole('button', { name: /Accountmenu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Mijn profiel' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Instellingen' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();

  await page.getByRole('button', { name: /Accountmenu/ }).click();
  await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/leden');
  await expect(page.getByRole('button', { name: /Accountmenu/ })).toHaveCount(0);
});

test('a logged-in member is sent from the home page to the members area', async ({ page }) => {
  await logIn(page, DEMO.premium.email, DEMO.premium.password);
  await page.goto('/');
  await expect(page).toHaveURL(/\/leden$/);
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: /Credits/ })).toBeVisible();
});

test('a member who switches to English keeps that language in the account', async ({ page }) => {
  await logIn(page, DEMO.premium.email, DEMO.premium.password);
  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().endsWith('/api/user.php'),
  );
  await page.getByLabel('Taal').selectOption('en');
  expect((await saved).postDataJSON()).toEqual({ language: 'en' });
  await expect(page).toHaveURL(/\/members$/);
  await expect(page.getByRole('heading', { name: 'Search members', level: 1 })).toBeVisible();
  await page.getByLabel('Language').selectOption('nl');
  await expect(page).toHaveURL(/\/leden$/);
});

import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

const germanCatalogue = JSON.parse(
  readFileSync(new URL('../../../packages/i18n/locales/de/common.json', import.meta.url), 'utf8'),
) as { nav: { login: string }; pages: { members: { title: string } } };

test('switching to German moves /leden to /mitglieder and a reload keeps German', async ({ page }) => {
  await page.goto('/leden');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await page.getByLabel('Taal').selectOption('de');

  await expect(page).toHaveURL(/\/mitglieder$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'i18n_redirected')?.value).toBe('de');

  await page.reload();
  await expect(page).toHaveURL(/\/mitglieder$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('select').first()).toHaveValue('de');

  // A Dutch path visited in German is re-addressed to the German one.
  await page.goto('/inloggen');
  await expect(page).toHaveURL(/\/anmelden$/);
});

test('after switching to German the navigation speaks German', async ({ page }) => {
  await page.goto('/leden');
  await page.getByLabel('Taal').selectOption('de');
  await expect(page).toHaveURL(/\/mitglieder$/);
  await expect(page.getByRole('banner').getByRole('link', { name: germanCatalogue.nav.login })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(germanCatalogue.pages.members.title);
});

test('an unknown path shows the not-found page with a way home', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
  const response = await page.goto('/this/page/does/not/exist');
  // The server says so too (search engines, link checkers): 404, with the app's not-found page.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('every footer link opens a page of the site', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const links = footer.getByRole('navigation').getByRole('link');
  // The legal and help pages, the service page and the language settings (decision 063).
  await expect(links).toHaveCount(10);
  const count = await links.count();
  for (let i = 0; i < count; i++) {
    const href = await links.nth(i).getAttribute('href');
    if (!href || href.startsWith('mailto:')) continue;
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' })).toHaveCount(0);
  }
});

test.describe('a first-time visitor', () => {
  test.use({ entryWarningDismissed: false });

  test('sees the adults-only warning once, and it stays away after entering', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: /Alleen voor volwassenen/ });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /ga verder/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /ga verder/ }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

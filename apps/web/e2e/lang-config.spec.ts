import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activateByMail, signUpByApi } from './members-helpers';

// /lang-config (spec sections 2, 4 and 9): the seven languages in their own names, the visitor's country's
// first and the current one chosen; saving sets the i18n_redirected cookie for a year, saves a member's
// language, and goes back to the page the visitor came from, in the new language.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

/** What axe finds on the page as it is now (the rules of the accessibility spec). */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const radioNames = (page: Page, group: string) =>
  page.getByRole('group', { name: group }).getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).labels?.[0]?.querySelector('[lang]')?.textContent ?? ''));

test('a visitor from Belgium chooses German: cookie set for a year, the page in German', async ({ page, context, baseURL }) => {
  mkdirSync(DIR, { recursive: true });
  await context.addCookies([{ name: 'selected_country', value: 'BE', url: baseURL! }]);
  await page.goto('/lang-config');
  await expect(page.getByRole('heading', { level: 1, name: 'Taalinstellingen' })).toBeVisible();
  expect(await radioNames(page, 'Aanbevolen')).toEqual(['Nederlands', 'Français', 'Deutsch']);
  expect(await radioNames(page, 'Andere talen')).toEqual(['English', 'Español', 'Italiano', 'Polski']);
  await expect(page.getByRole('radio', { name: /^Nederlands/ })).toBeChecked();
  await page.screenshot({ path: `${DIR}/lang-config-nl-1280.png`, fullPage: true });
  expect(await violations(page)).toEqual([]);

  await page.getByRole('radio', { name: /^Deutsch/ }).check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Spracheinstellungen' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Gespeichert. Sprache der Website: Deutsch.');
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
  await expect(page.getByRole('radio', { name: /^Deutsch/ })).toBeChecked();
  const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(cookie?.value).toBe('de');
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);

  // The choice holds on the next visit.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/lang-config');
  await expect(page.getByRole('heading', { level: 1, name: 'Spracheinstellungen' })).toBeVisible();
  await page.screenshot({ path: `${DIR}/lang-config-de-375.png`, fullPage: true });
  expect(await violations(page)).toEqual([]);
});

test("a member chooses German from the footer: the account keeps it and the page they came from opens in German", async ({ page }) => {
  const member = await signUpByApi(page.request, { prefix: 'lang-config' });
  await activateByMail(page.request, member.email);
  await page.goto('/leden');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Taal' }).click();
  await expect(page).toHaveURL(/\/lang-config\?back=%2Fleden$/);
  await expect(page.getByText('We onthouden je keuze een jaar lang op dit apparaat en slaan hem op in je account')).toBeVisible();
  await page.getByRole('radio', { name: /^Deutsch/ }).check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/mitglieder$/);
  await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
  await expect
    .poll(async () => ((await (await page.request.get('/api/user.php')).json()) as { user: { language: string } }).user.language)
    .toBe('de');
  expect((await page.context().cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('de');
});

import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function visitFrom(context: BrowserContext, baseURL: string | undefined, country: string): Promise<void> {
  await context.addCookies([{ name: 'selected_country', value: country, url: baseURL! }]);
}

/** The switcher's options as [group, languages] pairs, in the order shown. */
async function switcherGroups(page: Page): Promise<[string, string[]][]> {
  const select = page.getByRole('combobox', { name: 'Taal' }).first();
  await expect(select).toBeVisible();
  return select.evaluate((element) =>
    [...element.querySelectorAll('optgroup')].map((group) => [
      group.label,
      [...group.querySelectorAll('option')].map((option) => option.textContent ?? ''),
    ]),
  );
}

test('the language switcher offers the languages of the visitor’s country first (spec section 9)', async ({ page, context, baseURL }) => {
  await visitFrom(context, baseURL, 'DE');
  await page.goto('/');
  expect(await switcherGroups(page)).toEqual([
    ['Aanbevolen', ['Deutsch']],
    ['Andere talen', ['Nederlands', 'English', 'Español', 'Français', 'Italiano', 'Polski']],
  ]);

  await visitFrom(context, baseURL, 'CH');
  await page.reload();
  expect((await switcherGroups(page))[0]).toEqual(['Aanbevolen', ['Deutsch', 'Italiano', 'Français', 'English']]);

  // A country outside the mapping: the default English, then the fallback Dutch.
  await visitFrom(context, baseURL, 'SE');
  await page.reload();
  expect((await switcherGroups(page))[0]).toEqual(['Aanbevolen', ['English', 'Nederlands']]);

  // Choosing from the list still switches the language.
  await page.getByRole('combobox', { name: 'Taal' }).first().selectOption({ label: 'English' });
  await expect(page.getByRole('combobox', { name: 'Language' }).first()).toBeVisible();
});

test.describe('the site-entry warning', () => {
  test.use({ entryWarningDismissed: false });
  const dialog = (page: Page) => page.getByRole('dialog', { name: /Alleen voor volwassenen/ });

  test('shows to visitors from a listed country only', async ({ page, context, baseURL }) => {
    await visitFrom(context, baseURL, 'DE');
    await page.goto('/');
    await expect(dialog(page)).toBeVisible();

    await visitFrom(context, baseURL, 'US');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('never shows in the installed app', async ({ page, context, baseURL }) => {
    await visitFrom(context, baseURL, 'NL');
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone') ? ({ ...original(query), matches: true, media: query } as MediaQueryList) : original(query);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

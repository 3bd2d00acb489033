import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The legal and help pages (/pages/terms and friends): real content in every locale, with the company,
// prices, periods and terms date of the server filled in (issue 16).

interface Section {
  heading: string;
}
type Doc = 'terms' | 'privacy' | 'cookies' | 'ban' | 'returns' | 'faq' | 'service';
type Catalogue = Record<Doc, { title: string; sections: Record<string, Section> }> & {
  contents: string;
  service: { details: string };
};

const catalogue = (locale: string) =>
  JSON.parse(readFileSync(new URL(`../../../packages/i18n/locales/${locale}/legal.json`, import.meta.url), 'utf8')) as Catalogue;

interface Company {
  name: string;
  address: string;
  city: string;
  kvk: string;
  support_phone: string;
}

/** Each page, in Dutch and in one more locale. */
const PAGES: { path: string; doc: Doc; other: string }[] = [
  { path: '/pages/terms', doc: 'terms', other: 'de' },
  { path: '/pages/privacy', doc: 'privacy', other: 'en' },
  { path: '/pages/cookies', doc: 'cookies', other: 'fr' },
  { path: '/pages/ban', doc: 'ban', other: 'es' },
  { path: '/pages/return-policy', doc: 'returns', other: 'it' },
  { path: '/pages/faq', doc: 'faq', other: 'pl' },
  { path: '/pages/service', doc: 'service', other: 'en' },
];

async function serverValues(page: Page) {
  const company = ((await (await page.request.get('/api/companyinfo.php')).json()) as { companyinfo: Company }).companyinfo;
  const settings = ((await (await page.request.get('/api/settings.php')).json()) as { settings: { terms_date: string; name: string } })
    .settings;
  return { company, settings };
}

const longDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));

for (const { path, doc, other } of PAGES) {
  for (const locale of ['nl', other]) {
    test(`${path} in ${locale}: headings, the company, the terms date and no raw placeholder`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL! }]);
      const { company, settings } = await serverValues(page);
      const texts = catalogue(locale)[doc];
      await page.goto(path);
      const main = page.getByRole('main');

      await expect(main.getByRole('heading', { level: 1 })).toHaveText(texts.title);
      const headings = Object.values(texts.sections).map((s) => s.heading);
      expect(headings.length).toBeGreaterThanOrEqual(3);
      for (const heading of headings) {
        await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      }
      await expect(main).toContainText(company.name);
      await expect(main).toContainText(company.address);
      await expect(main).toContainText(company.city);
      await expect(main).toContainText(longDate(settings.terms_date, locale));
      // The template notice a lawyer must review.
      await expect(main.getByRole('note')).toBeVisible();
      expect(await main.innerText()).not.toMatch(/\{\{|\}\}/);
      await expect(page).toHaveTitle(new RegExp(texts.title));
    });
  }
}

test('the terms date is the later of 2023-12-01 and the company date, and shown on the terms', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
  const { settings } = await serverValues(page);
  const company = ((await (await page.request.get('/api/companyinfo.php')).json()) as { companyinfo: { added: string } }).companyinfo;
  const expected = new Date(Math.max(Date.parse('2023-12-01T12:00:00Z'), Date.parse(company.added)));
  expect(new Date(settings.terms_date).getTime()).toBe(expected.getTime());
  await page.goto('/pages/terms');
  await expect(page.getByRole('main').getByText(`Version of ${longDate(expected.toISOString(), 'en')}`)).toBeVisible();
});

test('the long pages have a table of contents whose links lead to their sections', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'nl', url: baseURL! }]);
  const nl = catalogue('nl');
  await page.goto('/pages/terms');
  const contents = page.getByRole('navigation', { name: nl.contents });
  const sections = Object.values(nl.terms.sections);
  await expect(contents.getByRole('link')).toHaveCount(sections.length);
  const last = sections[sections.length - 1]!.heading;
  await contents.getByRole('link', { name: last }).click();
  await expect(page).toHaveURL(/#terms-law$/);
  await expect(page.getByRole('heading', { level: 2, name: last })).toBeInViewport();
});

test('the service page offers the support e-mail and the phone without spaces or dashes', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'i18n_redirected', value: 'nl', url: baseURL! }]);
  const { company } = await serverValues(page);
  await page.goto('/pages/service');
  const main = page.getByRole('main');
  const phone = main.locator('a[href^="tel:"]');
  await expect(phone).toHaveCount(1);
  const href = (await phone.getAttribute('href'))!;
  expect(href).toMatch(/^tel:\+?\d+$/);
  expect(href).toBe(`tel:${company.support_phone.replace(/[-\s]/g, '')}`);
  await expect(phone).toHaveText(href.slice('tel:'.length));
  await expect(main.getByRole('link', { name: 'support@amora.example' })).toHaveAttribute('href', 'mailto:support@amora.example');
  await expect(main).toContainText(company.kvk);
  // The footer's support link leads here too.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Klantenservice' }).click();
  await expect(page).toHaveURL(/\/pages\/service$/);
});

test('every cookie the site set during a visit is explained on the cookie page', async ({ page, context, baseURL }) => {
  // A campaign landing, a language choice and a login set every cookie the site knows.
  await page.goto('/?network=e2e&ref=legal');
  await page.goto('/inloggen');
  await page.getByLabel('E-mailadres').fill('free@demo.local');
  await page.getByLabel('Wachtwoord').fill('demo-free-2026');
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).not.toHaveURL(/inloggen/);
  await page.goto('/pages/cookies');
  const table = page.getByRole('main').getByRole('table').first();
  const set = (await context.cookies(baseURL!)).map((c) => c.name);
  expect(set).toEqual(expect.arrayContaining(['sid', 'i18n_redirected', 'trafficsource']));
  for (const name of set) {
    await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();
  }
  const stored = await page.evaluate(() => Object.keys(window.localStorage));
  const storage = page.getByRole('main').getByRole('table').nth(1);
  for (const key of stored) {
    await expect(storage.getByRole('rowheader', { name: key, exact: true })).toBeVisible();
  }
});

const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';
test.describe('screenshots', () => {
  for (const width of [375, 1280]) {
    test(`legal pages at ${width} px in nl and en`, async ({ page, context, baseURL }) => {
      mkdirSync(DIR, { recursive: true });
      await page.setViewportSize({ width, height: 900 });
      for (const locale of ['nl', 'en']) {
        await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL! }]);
        for (const path of ['/pages/terms', '/pages/privacy', '/pages/cookies', '/pages/faq', '/pages/service']) {
          await page.goto(path);
          await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
          await page.screenshot({ path: `${DIR}/legal-${path.split('/').pop()}-${locale}-${width}.png`, fullPage: true });
        }
      }
    });
  }
});

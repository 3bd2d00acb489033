import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Findable (issue 17): a title and description per page and language, canonical and hreflang alternates, 404s.

async function head(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? null,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
    alternates: Object.fromEntries([...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => [link.hreflang, link.href])),
  }));
}

test('the login page has its own title, description, canonical address and alternates, and they follow a language switch', async ({ page, baseURL }) => {
  await page.goto('/inloggen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Inloggen \| /);
  const site = (await page.title()).replace(/^Inloggen \| /, '');
  let found = await head(page);
  expect(found.description).toBe(`Log in op ${site} en ga verder met je gesprekken, likes en matches.`);
  expect(found.canonical).toBe(`${baseURL}/inloggen`);
  expect(found.alternates).toEqual({
    nl: `${baseURL}/inloggen`,
    de: `${baseURL}/anmelden`,
    en: `${baseURL}/login`,
    es: `${baseURL}/iniciar-sesion`,
    fr: `${baseURL}/connexion`,
    it: `${baseURL}/accedi`,
    pl: `${baseURL}/logowanie`,
    'x-default': `${baseURL}/inloggen`,
  });

  await page.getByLabel('Taal').selectOption('de');
  await expect(page).toHaveURL(/\/anmelden$/);
  await expect(page).toHaveTitle(`Anmelden | ${site}`);
  await expect.poll(async () => (await head(page)).canonical).toBe(`${baseURL}/anmelden`);
  found = await head(page);
  expect(found.description).toBe(`Melde dich bei ${site} an und mach mit deinen Chats, Likes und Matches weiter.`);
  expect(Object.keys(found.alternates)).toHaveLength(8);
});

test('a legal page is described by its title; the home page by the site; an unknown page has no canonical address', async ({ page, baseURL }) => {
  await page.goto('/pages/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await expect.poll(async () => (await head(page)).description).toContain(heading);
  expect((await head(page)).canonical).toBe(`${baseURL}/pages/privacy`);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const home = await head(page);
  expect(home.description).toBeTruthy();
  expect(home.canonical).toBe(`${baseURL}/`);

  const response = await page.goto('/nergens-te-vinden');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' })).toBeVisible();
  const missing = await head(page);
  expect(missing.canonical).toBeNull();
  expect(missing.alternates).toEqual({});
});

test('a member who does not exist and a lander that does not exist answer 404, and say so', async ({ page }) => {
  const member = await page.goto('/leden/987654321');
  expect(member?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const lander = await page.goto('/landers/bestaat-niet');
  expect(lander?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' })).toBeVisible();
});

test('a visible profile is indexable from the first byte, with its name as title; member-only pages are not (decision 070)', async ({ page, request, baseURL }) => {
  const search = (await (await request.get('/api/search.php')).json()) as { profiles: { id: number; name: string }[] };
  const { id, name } = search.profiles[0]!;
  // The HTML the server sends, before any script: what a crawler without JavaScript reads.
  const html = await (await request.get(`/leden/${id}`, { headers: { cookie: 'i18n_redirected=nl' } })).text();
  expect(html).toMatch(new RegExp(`<title>${name} \\| [^<]+</title>`));
  expect(html).toContain('<meta name="robots" content="index, follow" />');
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/leden/${id}" />`);
  expect(html).toContain(`<link rel="alternate" hreflang="de" href="${baseURL}/mitglieder/${id}" />`);
  const chat = await (await request.get(`/leden/${id}/chat`, { headers: { cookie: 'i18n_redirected=nl' } })).text();
  expect(chat).toMatch(/<title>Chat \| [^<]+<\/title>/);
  expect(chat).toContain('<meta name="robots" content="noindex" />');
  expect(chat).not.toContain('rel="canonical"');

  // The app keeps the same once loaded, and after going to a member-only page.
  await page.goto(`/leden/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  const robots = () => page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content ?? null);
  await expect.poll(robots).toBe('index, follow');
  await expect.poll(async () => (await head(page)).canonical).toBe(`${baseURL}/leden/${id}`);
  await page.goto('/likes');
  await expect.poll(robots).toBe('noindex');
  await expect.poll(async () => (await head(page)).canonical).toBeNull();
});

import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminSignIn, staffPage } from './console-helpers';

// The technical settings and the entry-warning countries in the console (decision 060): wrong values are
// refused with a message per field and nothing changes; a country taken off the warning list means a new
// visitor from there sees no site-entry warning, and put back, sees it again. Everything is put back.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

async function adminOnSettings(browser: Browser): Promise<Page> {
  mkdirSync(DIR, { recursive: true });
  const { page: console } = await staffPage(browser);
  await adminSignIn(console);
  await console.goto('/console/settings');
  await expect(console.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  return console;
}

/**
 * A new visitor (nothing dismissed before) on the home page: whether the adults-only entry warning shows. The warning
 * is the app's, shown once the app has taken over the server's first screen (decision 075), and its code is asked for
 * only when it shows: on a slow machine that can be after the network was quiet for the first time, so the check waits
 * for the app, and for the dialog when its code was asked for.
 */
async function visitorSeesWarning(browser: Browser): Promise<boolean> {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  let dialogCodeAsked = false;
  visitor.on('request', (request) => void (dialogCodeAsked ||= request.url().includes('site-entry-dialog')));
  await visitor.goto('/');
  await expect(visitor.locator('#root')).not.toHaveAttribute('data-first-screen');
  await visitor.waitForLoadState('networkidle');
  if (dialogCodeAsked) await expect(visitor.getByRole('dialog')).toBeVisible();
  const shown = await visitor.getByRole('dialog').isVisible();
  await context.close();
  return shown;
}

test('an admin edits the technical settings and the countries of the entry warning', async ({ browser }) => {
  const console = await adminOnSettings(browser);
  const form = console.getByRole('form', { name: 'Site' });
  const save = form.getByRole('button', { name: 'Save settings' });
  await expect(form.getByLabel('Domain', { exact: true })).toHaveValue('localhost');
  await expect(form.getByLabel('Photo addresses (CDN prefix)')).toHaveValue('/media');

  // Wrong values: one message per field, from the server, and nothing saved.
  await form.getByLabel('Domain', { exact: true }).fill('https://amora.example/');
  await form.getByLabel('Photo addresses (CDN prefix)').fill('media/');
  const search = form.getByRole('group', { name: 'Fields of the member search' });
  for (const name of ['Gender', 'Country', 'Region of the country', 'Minimum age', 'Maximum age']) await search.getByRole('checkbox', { name, exact: true }).uncheck();
  await save.click();
  await expect(form.getByText('Enter the domain without https:// or a path, for example amora.example.')).toBeVisible();
  await expect(form.getByText('Enter a path on this site such as /media (no slash at the end), or the address of an image CDN such as https://cdn.example.com/photos.')).toBeVisible();
  await expect(form.getByText('Choose at least one search field.')).toBeVisible();
  await console.screenshot({ path: `${DIR}/console-settings-technical-refused-1280.png`, fullPage: true });
  await console.reload();
  await expect(form.getByLabel('Domain', { exact: true })).toHaveValue('localhost');
  await expect(form.getByRole('group', { name: 'Fields of the member search' }).getByRole('checkbox', { name: 'Gender', exact: true })).toBeChecked();

  // The Netherlands (the visitor's country here: the site's default) off the warning list.
  const entry = form.getByRole('group', { name: 'Countries where the site-entry warning shows' });
  const netherlands = entry.getByRole('checkbox', { name: 'Netherlands' });
  await expect(netherlands).toBeChecked();
  expect(await visitorSeesWarning(browser)).toBe(true);
  try {
    await netherlands.uncheck();
    await save.click();
    await expect(form.getByRole('status')).toHaveText('Settings saved.');
    expect(await visitorSeesWarning(browser)).toBe(false);
    await console.setViewportSize({ width: 375, height: 800 });
    await console.screenshot({ path: `${DIR}/console-settings-technical-375.png`, fullPage: true });
    await console.setViewportSize({ width: 1280, height: 900 });
  } finally {
    await netherlands.check();
    await save.click();
    await expect(form.getByRole('status')).toHaveText('Settings saved.');
  }
  expect(await visitorSeesWarning(browser)).toBe(true);

  // An image CDN on another origin (decision 068): saved tidied, and the site's pages allow its images.
  const cdn = form.getByLabel('Photo addresses (CDN prefix)');
  try {
    await cdn.fill('https://CDN.example.com/photos/');
    await save.click();
    await expect(form.getByRole('status')).toHaveText('Settings saved.');
    await console.reload();
    await expect(cdn).toHaveValue('https://cdn.example.com/photos');
    const home = await console.request.get('/');
    expect(home.headers()['content-security-policy']).toContain("img-src 'self' data: blob: https://cdn.example.com;");
  } finally {
    await cdn.fill('/media');
    await save.click();
    await expect(form.getByRole('status')).toHaveText('Settings saved.');
  }
  expect((await console.request.get('/')).headers()['content-security-policy']).toContain("img-src 'self' data: blob:;");
  await console.context().close();
});

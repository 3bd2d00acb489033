import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { adminSignIn, staffPage } from './console-helpers';

// Campaign short links in the console (decision 063): an admin is told what a token may be, makes a link, a
// visitor opens it and lands on the lander, the link's click count rises; switched off, the link is a 404.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

test('an admin makes a short link, a visitor opens it, the clicks rise; switched off it is not found', async ({ page, browser }) => {
  test.setTimeout(150_000);
  mkdirSync(DIR, { recursive: true });
  const token = `e2e${Date.now().toString(36)}`;
  const { context, page: admin } = await staffPage(browser);
  await adminSignIn(admin);
  await admin.goto('/console/campaigns');
  const sections = admin.getByRole('navigation', { name: 'Campaign sections' });
  await sections.getByRole('link', { name: 'Short links' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Campaign short links' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Short links' })).toHaveAttribute('aria-current', 'page');

  const form = admin.getByRole('form', { name: 'New short link' });
  await form.getByLabel('Token').fill('Sale-26');
  await form.getByLabel('Lander').selectOption('gallery');
  await form.getByRole('button', { name: 'Create link' }).click();
  await expect(form.getByText('A token has 4 to 32 lower-case letters and digits, nothing else.')).toBeVisible();
  await form.getByLabel('Token').fill('premium');
  await form.getByRole('button', { name: 'Create link' }).click();
  await expect(form.getByText('This token is the address of a page of the site. Choose another one.')).toBeVisible();

  await form.getByLabel('Token').fill(token);
  await form.getByLabel('Slug').fill('nl');
  await form.getByLabel('Network').fill('e2e-network');
  await form.getByLabel('Ref').fill('spring');
  await form.getByRole('button', { name: 'Create link' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `/${token} has been created.` })).toBeVisible();
  const row = admin.getByRole('row').filter({ has: admin.getByRole('rowheader', { name: new RegExp(`/${token}\\b`) }) });
  await expect(row.getByRole('cell')).toHaveText(['gallery · nl', 'Network: e2e-network · Ref: spring', '0', '0', 'Active', 'Switch off']);
  await admin.screenshot({ path: `${DIR}/console-campaign-links-1280.png`, fullPage: true });

  // A visitor follows the link: the lander opens with the link's slug, and the click is counted.
  await page.goto(`/${token}`);
  await expect(page).toHaveURL(/\/landers\/gallery\/nl$/);
  const cookies = await page.context().cookies();
  expect(JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'trafficsource')!.value))).toMatchObject({ network: 'e2e-network', ref: 'spring', campaign: token });
  await admin.reload();
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');

  await row.getByRole('button', { name: `Switch off /${token}` }).click();
  await expect(row.getByRole('cell').nth(4)).toHaveText('Switched off');
  const gone = await page.goto(`/${token}`);
  expect(gone?.status()).toBe(404);
  await admin.reload();
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');

  await admin.setViewportSize({ width: 375, height: 800 });
  await admin.screenshot({ path: `${DIR}/console-campaign-links-375.png`, fullPage: true });
  await context.close();
});

import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { DEMO, DEMO_TOTP, expect, test } from './fixtures';
import { enterFreshCode } from './console-helpers';
import { activeMember } from './likes-helpers';

// The admin's catalogue in the console (decision 054): a discount code made in the console is used by a
// member at checkout and counted as paid; a new package price shows on the member's credits page; signups
// switched off make the signup form say so. Each setting that the test changes is put back at the end.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

/** The admin, signed in with password and code, on a console page of their own browser. */
async function adminOn(browser: Browser, path: string, heading: string): Promise<Page> {
  mkdirSync(DIR, { recursive: true });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const console = await context.newPage();
  await console.addInitScript(() => window.localStorage.setItem('console-language', 'en'));
  await console.goto(`/console${path}`);
  await console.getByLabel('E-mail address').fill(DEMO.admin.email);
  await console.getByLabel('Password').fill(DEMO.admin.password);
  await console.getByRole('button', { name: 'Continue' }).click();
  const title = console.getByRole('heading', { level: 1, name: heading });
  await enterFreshCode(console, DEMO_TOTP.admin, () => title.isVisible());
  await expect(title).toBeVisible();
  return console;
}

test('an admin creates a discount code and a member pays with it', async ({ page, browser }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const console = await adminOn(browser, '/codes', 'Discount codes');
  const form = console.getByRole('form', { name: 'New discount code' });
  // The server's messages per field first.
  await form.getByLabel('Code', { exact: true }).fill('no spaces');
  await form.getByLabel('Discount (%)').fill('150');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(form.getByText('A code has 3 to 40 letters, digits, dashes or underscores.')).toBeVisible();
  await expect(form.getByText('Enter a percentage above 0 and at most 100.')).toBeVisible();
  await console.screenshot({ path: `${DIR}/console-codes-refused-1280.png`, fullPage: true });

  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Discount (%)').fill('30');
  await form.getByLabel('Use').selectOption({ label: 'Once per member' });
  await form.getByLabel('Country').selectOption('NL');
  await form.getByRole('checkbox', { name: 'iDEAL' }).check();
  await form.getByRole('checkbox', { name: 'Credit card' }).check();
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(console.getByRole('status')).toHaveText(`Code ${code} created.`);
  const row = console.getByRole('row', { name: new RegExp(code) });
  await expect(row).toContainText('Once per member');
  await expect(row).toContainText('iDEAL, Credit card');

  // The member enters it on the credits page and pays 30% less through the test provider.
  await activeMember(page.request, { prefix: 'catalog-code' });
  await page.goto('/credits');
  await page.getByLabel('Kortingscode').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page.getByText(`Code ${code}: 30% korting is toegepast.`)).toBeVisible();
  const hundred = page.getByRole('region', { name: 'Creditpakketten' }).getByRole('article', { name: '100 credits' });
  // € 37,95 less 30% is € 26,565: € 26,57.
  await expect(hundred.locator('ins')).toContainText('€ 26,57');
  await page.getByRole('link', { name: 'Kopen: 100 credits voor € 26,57' }).click();
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByLabel('Je bank').selectOption({ label: 'ING' });
  await page.getByRole('button', { name: 'Betaal € 26,57' }).click();
  await expect(page.locator('dt:has-text("Bedrag") + dd')).toHaveText('€ 26,57');
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByText(`30% korting met code ${code} (was € 37,95)`)).toBeVisible();

  // The console counts the paid use; the admin then switches the code off.
  await console.reload();
  // Used, paid, under way.
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  await expect(row.getByRole('cell').nth(4)).toHaveText('1');
  await expect(row.getByRole('cell').nth(5)).toHaveText('0');
  await console.screenshot({ path: `${DIR}/console-codes-1280.png`, fullPage: true });
  await console.setViewportSize({ width: 768, height: 1024 });
  await console.screenshot({ path: `${DIR}/console-codes-768.png`, fullPage: true });
  await row.getByRole('button', { name: `Disable ${code}` }).click();
  await expect(row).toContainText('Disabled');
  await console.context().close();
});

test('an admin changes a package price and the credits page shows it', async ({ page, browser }) => {
  const console = await adminOn(browser, '/packages', 'Packages and prices');
  const euro = console.getByRole('table', { name: 'EUR, every country paying in it' });
  const price = euro.getByRole('textbox', { name: 'Price of 500 credits in EUR' });
  await expect(price).toHaveValue('154.95');
  await price.fill('0');
  await euro.getByRole('form', { name: 'Price of 500 credits in EUR' }).getByRole('button', { name: 'Save price' }).click();
  await expect(euro.getByText('Enter a price above 0, in cents.')).toBeVisible();
  try {
    await price.fill('149.95');
    await euro.getByRole('form', { name: 'Price of 500 credits in EUR' }).getByRole('button', { name: 'Save price' }).click();
    // The old row stays, switched off, for payments under way; the new one is on sale.
    await expect(euro.getByRole('row').filter({ hasText: 'Switched off' }).filter({ hasText: '154.95 EUR' })).toBeVisible();
    await expect(euro.getByRole('textbox', { name: 'Price of 500 credits in EUR' })).toHaveValue('149.95');
    await console.screenshot({ path: `${DIR}/console-packages-1280.png`, fullPage: true });

    await activeMember(page.request, { prefix: 'catalog-price' });
    await page.goto('/credits');
    const five = page.getByRole('region', { name: 'Creditpakketten' }).getByRole('article', { name: '500 credits' });
    await expect(five).toContainText('€ 149,95');
    await page.screenshot({ path: `${DIR}/credits-new-price-1280.png`, fullPage: true });
  } finally {
    await euro.getByRole('textbox', { name: 'Price of 500 credits in EUR' }).fill('154.95');
    await euro.getByRole('form', { name: 'Price of 500 credits in EUR' }).getByRole('button', { name: 'Save price' }).click();
    await expect(euro.getByRole('textbox', { name: 'Price of 500 credits in EUR' })).toHaveValue('154.95');
    await console.context().close();
  }
});

test('an admin turns signups off and the signup form says so', async ({ page, browser }) => {
  const console = await adminOn(browser, '/settings', 'Site settings');
  const form = console.getByRole('form', { name: 'Site' });
  const signups = form.getByLabel('Signups');
  await expect(signups).toHaveValue('all');
  try {
    await signups.selectOption({ label: 'Closed' });
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByRole('status')).toHaveText('Settings saved.');
    await console.screenshot({ path: `${DIR}/console-settings-1280.png`, fullPage: true });
    await console.setViewportSize({ width: 768, height: 1024 });
    await console.screenshot({ path: `${DIR}/console-settings-768.png`, fullPage: true });

    await page.goto('/aanmelden');
    await expect(page.getByText('Aanmelden kan op dit moment alleen met een uitnodiging.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Aanmelden/ })).toHaveCount(0);
    await page.screenshot({ path: `${DIR}/signup-closed-1280.png`, fullPage: true });
  } finally {
    await signups.selectOption({ label: 'Open to everyone' });
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByRole('status')).toHaveText('Settings saved.');
    await console.context().close();
  }
  await page.goto('/aanmelden');
  await expect(page.getByText('Aanmelden kan op dit moment alleen met een uitnodiging.')).toHaveCount(0);
});

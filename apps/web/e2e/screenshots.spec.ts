import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, expect, fillSignupUntilCredentials, logIn, test, uniqueEmail } from './fixtures';

// Visual check of the main screens at desktop and phone size; run with E2E_SCREENSHOTS=1.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

test.beforeAll(() => mkdirSync(DIR, { recursive: true }));

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    const shot = (page: Page, name: string, fullPage = true) =>
      page.screenshot({ path: `${DIR}/${name}-${size.name}.png`, fullPage });

    test('visitor screens', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, 'home');
      await page.goto('/inloggen');
      await page.getByLabel('E-mailadres').fill(DEMO.free.email);
      await page.getByLabel('Wachtwoord').fill('wrong-password');
      await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await shot(page, 'login-error');
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, 'not-found');
      await page.goto('/pages/terms');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, 'static-terms');
    });

    test('signup steps', async ({ page }) => {
      await page.goto('/aanmelden');
      await page.getByRole('button', { name: 'Volgende' }).click();
      await shot(page, 'signup-0-errors');
      await page.goto('/aanmelden');
      await fillSignupUntilCredentials(page, 'Schermfoto');
      const email = page.getByLabel('E-mailadres');
      await email.fill('someone@gmial.com');
      await email.blur();
      await expect(page.getByRole('button', { name: 'someone@gmail.com' })).toBeVisible();
      await shot(page, 'signup-3-suggestion');
      await email.fill(uniqueEmail('shot'));
      await page.getByLabel('Wachtwoord', { exact: true }).fill('a-long-password');
      await page.getByRole('button', { name: 'Volgende' }).click();
      await page.getByRole('button', { name: 'Account aanmaken' }).click();
      await shot(page, 'signup-4-errors');
      await page.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
      await page.getByRole('checkbox', { name: /privacybeleid/ }).check();
      await page.getByRole('button', { name: 'Account aanmaken' }).click();
      await expect(page.getByText('Matches zoeken')).toBeVisible();
      await shot(page, 'signup-progress', false);
      await expect(page).toHaveURL(/aanmelden-voltooien/);
      await shot(page, 'complete-signup');
      await page.goto('/leden');
      await expect(page.getByText('Bevestig je e-mailadres:')).toBeVisible();
      await shot(page, 'members-not-confirmed');
    });

    test('member screens', async ({ page }) => {
      await logIn(page, DEMO.premium.email, DEMO.premium.password);
      await page.getByRole('button', { name: /Accountmenu/ }).click();
      await shot(page, 'members-account-menu', false);
      await page.keyboard.press('Escape');
      if (size.name === 'phone') {
        await page.getByRole('button', { name: 'Menu', exact: true }).click();
        await shot(page, 'members-mobile-menu', false);
      }
    });
  });
}

test.describe('entry warning and signup modal', () => {
  test.use({ entryWarningDismissed: false });
  test('dialogs', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${DIR}/entry-warning-desktop.png` });
    await page.getByRole('button', { name: /ga verder/ }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page.getByRole('dialog', { name: 'Aanmelden' })).toBeVisible();
    await page.screenshot({ path: `${DIR}/signup-modal-desktop.png` });
  });
});

import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO, DEMO_TOTP, expect, SITE_ENTRY_STORAGE_KEY } from './fixtures';

/** The current TOTP code of a base32 secret (spaces allowed). */
export const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate();

/**
 * Enters the current code on the console's code page and signs in. The server accepts each code once,
 * so when another test signed in with this account in the same 30-second period the code is refused:
 * then the next period's code is entered (the only wait, bounded by the TOTP period); `retried` says so
 * (the refusal is one more `staff.code_refused` row in the audit log).
 */
export async function enterFreshCode(page: Page, secret: string, success: () => Promise<boolean>): Promise<{ retried: boolean }> {
  await page.getByLabel('6-digit code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'That code is not right' });
  await expect.poll(async () => (await refused.isVisible()) || (await success())).toBe(true);
  if (await refused.isVisible()) {
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    await page.getByLabel('6-digit code').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    return { retried: true };
  }
  return { retried: false };
}

/** A console page for staff in a browser of its own (1280 px, console in English, the site-entry notice already seen). */
export async function staffPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), SITE_ENTRY_STORAGE_KEY);
  await context.addInitScript(() => window.localStorage.setItem('console-language', 'en'));
  return { context, page: await context.newPage() };
}

/** Signs the demo admin in to the console (its second factor is known to the tests). */
export async function adminSignIn(page: Page) {
  await page.goto('/console/login');
  await page.getByLabel('E-mail address').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await enterFreshCode(page, DEMO_TOTP.admin, () => nav.isVisible());
  await expect(nav).toBeVisible();
}

import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO, DEMO_TOTP, expect, SITE_ENTRY_STORAGE_KEY } from './fixtures';
import { activateByMail, signUpByApi } from './members-helpers';

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

/** Signs a demo staff member in to the console (their second factor is known to the tests). */
export async function demoStaffSignIn(page: Page, who: 'admin' | 'moderator') {
  await page.goto('/console/login');
  await page.getByLabel('E-mail address').fill(DEMO[who].email);
  await page.getByLabel('Password').fill(DEMO[who].password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await enterFreshCode(page, DEMO_TOTP[who], () => nav.isVisible());
  await expect(nav).toBeVisible();
}

/** Signs the demo admin in to the console. */
export const adminSignIn = (page: Page) => demoStaffSignIn(page, 'admin');

/**
 * A new (Dutch, male) member in `page` writes `text` to a chat-pal of the demo data and keeps the chat
 * open: the member, the chat-pal and the open chat's message list.
 */
export async function memberWritesToPal(page: Page, prefix: string, text: string) {
  const member = await signUpByApi(page.request, { gender: 'male', prefix });
  await activateByMail(page.request, member.email);
  const search = (await (await page.request.get('/api/search.php?perPage=60')).json()) as { profiles: { id: number; name: string; fictional: boolean }[] };
  const pal = search.profiles.find((p) => p.fictional);
  expect(pal, 'a fictional chat-pal in the demo data').toBeDefined();
  await page.goto(`/leden/${pal!.id}/chat`);
  const composer = page.getByLabel(`Je bericht aan ${pal!.name}`);
  await composer.fill(text);
  await composer.press('Enter');
  const messages = page.getByRole('list', { name: `Berichten met ${pal!.name}` });
  await expect(messages.getByText(text)).toBeVisible();
  return { member, pal: pal!, messages };
}

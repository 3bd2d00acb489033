import type { Page } from '@playwright/test';
import { pathFor, ROUTES, type RouteName } from '../../../packages/i18n/src/routes';
import { DEMO, expect, logIn, openNewestMail, signUpMember, test } from './fixtures';

/**
 * Every page of the site under the Content-Security-Policy the server sends: the fixture fails a test
 * on any violation (inline script or style, eval, a source the policy does not allow).
 */

const PARAMS: Record<string, string> = { id: '1', type: 'received', lander: 'adultonly', slug: 'demo', paymentmethod: 'ideal' };

function everyPage(memberId: number): string[] {
  return (Object.keys(ROUTES) as RouteName[]).map((name) => {
    const params = { ...PARAMS, ...(name.startsWith('member') ? { id: String(memberId) } : {}) };
    return pathFor(name, 'nl', params);
  });
}

async function visitAll(page: Page, paths: string[]) {
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(500);
    expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
  }
}

test('the policy is sent with every page and asset, without unsafe-inline or unsafe-eval', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/unsafe-(inline|eval)/);
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  // No source maps are served.
  const script = await page.locator('script[type=module]').first().getAttribute('src');
  expect(script).toBeTruthy();
  const map = await page.request.get(`${script}.map`);
  expect(await map.text()).not.toContain('"mappings"');
});

test('a visitor sees every page without a violation', async ({ page }) => {
  test.setTimeout(180_000);
  await visitAll(page, everyPage(1));
});

test('a member sees every page without a violation', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, DEMO.premium.email, DEMO.premium.password);
  const me = await (await page.request.get('/api/user.php')).json();
  await visitAll(page, everyPage(Number(me.user.id)));
});

test.describe('before the entry warning is dismissed', () => {
  test.use({ entryWarningDismissed: false });
  test('the adults-only warning shows without a violation', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('the development outbox and a mail in it show without a violation', async ({ page }) => {
  const member = await signUpMember(page, 'csp');
  await openNewestMail(page, member.email, /./);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('body')).toContainText(/\S/);
});

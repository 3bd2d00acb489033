import { mkdirSync } from 'node:fs';
import { codeFor, enterFreshCode } from './console-helpers';
import { DEMO, DEMO_TOTP, expect, test } from './fixtures';

// The staff console at /console/: sign-in with password and a TOTP code generated here from the demo
// admin's known secret, the shell with navigation by role, the audit log; the operator's first sign-in
// enrols the second factor from the key the page shows and hands out recovery codes. Screenshots at
// 1280 px and on a tablet (768 px).
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

test('an admin signs in with password and code, reads the audit log, and signs out', async ({ page }) => {
  mkdirSync(DIR, { recursive: true });
  await page.addInitScript(() => window.localStorage.setItem('console-language', 'en'));
  await page.goto('/console/audit');
  // Not signed in: the sign-in page, which brings the admin back to the audit log afterwards.
  await expect(page).toHaveURL(/\/console\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeFocused();
  await page.screenshot({ path: `${DIR}/console-login-1280.png` });

  await page.getByLabel('E-mail address').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed, please try again.');
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('6-digit code').fill('000000' === codeFor(DEMO_TOTP.admin) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That code is not right (or was already used). Please try again.');
  await page.screenshot({ path: `${DIR}/console-code-1280.png` });
  const { retried } = await enterFreshCode(page, DEMO_TOTP.admin, async () => /\/console\/audit$/.test(page.url()));

  await expect(page).toHaveURL(/\/console\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveAttribute('aria-current', 'page');
  const table = page.getByRole('table', { name: 'Audit log' });
  // The refused code and the sign-in itself are in the log, newest first.
  await expect(table.getByRole('row').nth(1)).toContainText('staff.login');
  await expect(table.getByRole('row').nth(1)).toContainText(DEMO.admin.email);
  await expect(table.getByRole('row').nth(2)).toContainText('staff.code_refused');
  await page.screenshot({ path: `${DIR}/console-audit-1280.png`, fullPage: true });

  // A filter narrows it, and lives in the address.
  await page.getByLabel('Action').fill('staff.code_refused');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/action=staff\.code_refused/);
  // Other specs' refused codes are in the same log: every row shown is a refusal, this admin's the newest.
  await expect(page.getByRole('status').filter({ hasText: /entr/ })).toHaveText(/^\d+ entr(y|ies)$/);
  const refusals = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(refusals.first()).toContainText(DEMO.admin.email);
  expect(await refusals.count()).toBeGreaterThanOrEqual(retried ? 2 : 1);
  for (const row of await refusals.all()) await expect(row).toContainText('staff.code_refused');

  // In Dutch, on a tablet.
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.getByLabel('Language').selectOption('nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Auditlog' })).toBeVisible();
  await page.getByRole('button', { name: 'Wissen' }).click();
  await expect(page.getByRole('table', { name: 'Auditlog' }).getByRole('row').nth(1)).toContainText('staff.login');
  await page.screenshot({ path: `${DIR}/console-audit-768-nl.png`, fullPage: true });
  await page.getByLabel('Taal').selectOption('en');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/console\/login$/);
  // The session is gone on the server too.
  const session = (await (await page.request.get('/api/staff-session.php')).json()) as { staff: unknown };
  expect(session.staff).toBeNull();
});

test('an operator enrols the second factor on the first sign-in, keeps the recovery codes and sees no audit log', async ({ page }) => {
  mkdirSync(DIR, { recursive: true });
  await page.addInitScript(() => window.localStorage.setItem('console-language', 'en'));
  await page.goto('/console/');
  await page.getByLabel('E-mail address').fill(DEMO.operator.email);
  await page.getByLabel('Password').fill(DEMO.operator.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Set up your second factor' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret.replace(/\s/g, '')).toBe(DEMO_TOTP.operator);
  await expect(page.getByRole('link', { name: /^otpauth:\/\/totp\// })).toBeVisible();
  await page.screenshot({ path: `${DIR}/console-enrol-1280.png`, fullPage: true });
  await page.getByLabel('6-digit code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your recovery codes' })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(10);
  await page.screenshot({ path: `${DIR}/console-recovery-codes-1280.png` });
  await page.getByRole('button', { name: 'I have saved them – continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO.operator.email}` })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav.getByRole('link')).toHaveText(['Overview', 'Chat-pal queue']);
  await page.screenshot({ path: `${DIR}/console-overview-operator-1280.png` });
  // Typing the address of the admins' page leads back to the overview.
  await page.goto('/console/audit');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO.operator.email}` })).toBeVisible();
  expect((await page.request.get('/api/staff-audit.php')).status()).toBe(403);
});

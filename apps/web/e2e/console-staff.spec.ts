import { mkdirSync } from 'node:fs';
import { DEMO, DEMO_TOTP, expect, test } from './fixtures';
import { codeFor, enterFreshCode } from './console-helpers';

// Staff accounts (decision 052): an admin creates an operator and hands over the one-time setup link;
// the operator sets a password through it, enrols the authenticator at the first sign-in and signs in
// with a TOTP code; the admin disables the account and the operator's session ends. Screenshots at 1280 px.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

test('an admin creates an operator, who sets a password through the setup link and signs in with TOTP', async ({ page, browser }) => {
  // Two sign-ins of the new operator, the second waiting for the next TOTP period (up to 30 s).
  test.setTimeout(150_000);
  mkdirSync(DIR, { recursive: true });
  const email = `operator-${Date.now()}@example.com`;
  await page.addInitScript(() => window.localStorage.setItem('console-language', 'en'));
  await page.goto('/console/staff');
  await page.getByLabel('E-mail address').fill(DEMO.admin.email);
  await page.getByLabel('Password').fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterFreshCode(page, DEMO_TOTP.admin, async () => /\/console\/staff$/.test(page.url()));
  await expect(page.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();

  // The form says what is missing, then makes the account.
  const form = page.getByRole('form', { name: 'New staff account' });
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText('Choose the role.')).toBeVisible();
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Name').fill('Olga Operator');
  await form.getByLabel('Role').selectOption({ label: 'Operator' });
  await form.getByLabel('Console language').selectOption({ label: 'English' });
  await form.getByRole('button', { name: 'Create account' }).click();
  const link = page.getByRole('region', { name: `Setup link for ${email}` });
  const url = await link.getByLabel('Setup link').inputValue();
  expect(url).toMatch(/\/console\/setup\?token=/);
  const row = page.getByRole('article', { name: new RegExp(`^Olga Operator ${email}`) });
  await expect(row).toContainText('Operator · English · Active · No authenticator yet · Setup link not used yet');
  await page.screenshot({ path: `${DIR}/console-staff-created-1280.png`, fullPage: true });

  // The operator, in a browser of their own (no language chosen there: the account's English).
  const own = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const operator = await own.newPage();
  await operator.goto(url);
  await expect(operator.getByRole('heading', { level: 1, name: 'Set up your staff account' })).toBeVisible();
  await operator.getByLabel('New password').fill('olga-operator-2026');
  await operator.getByLabel('Repeat the password').fill('olga-operator-2026');
  await operator.screenshot({ path: `${DIR}/console-staff-setup-1280.png`, fullPage: true });
  await operator.getByRole('button', { name: 'Save password' }).click();
  await operator.getByRole('link', { name: 'Go to sign-in' }).click();
  await operator.getByLabel('E-mail address').fill(email);
  await operator.getByLabel('Password').fill('olga-operator-2026');
  await operator.getByRole('button', { name: 'Continue' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: 'Set up your second factor' })).toBeVisible();
  const secret = ((await operator.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await operator.getByLabel('6-digit code').fill(codeFor(secret));
  await operator.getByRole('button', { name: 'Confirm and sign in' }).click();
  await operator.getByRole('button', { name: 'I have saved them – continue' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: `Welcome, ${email}` })).toBeVisible();
  // Signed out and in again: now with a code from the app, of the next period (each code counts once; a
  // refused one would be a staff.code_refused row the audit spec counts).
  const enrolledAt = Date.now();
  await operator.getByRole('button', { name: 'Sign out' }).click();
  await operator.getByLabel('E-mail address').fill(email);
  await operator.getByLabel('Password').fill('olga-operator-2026');
  await operator.getByRole('button', { name: 'Continue' }).click();
  await operator.waitForTimeout(30_000 - (enrolledAt % 30_000) + 500);
  await operator.getByLabel('6-digit code').fill(codeFor(secret));
  await operator.getByRole('button', { name: 'Sign in' }).click();
  await expect(operator.getByRole('heading', { level: 1, name: `Welcome, ${email}` })).toBeVisible();
  await expect(operator.getByRole('navigation', { name: 'Console sections' }).getByRole('link')).toHaveText(['Overview', 'Chat-pal queue']);

  // The admin sees the authenticator set up, and disables the account: the operator is signed out.
  await page.reload();
  await expect(row).toContainText('Operator · English · Active · Authenticator set up');
  await row.getByRole('button', { name: `Disable ${email}` }).click();
  await expect(page.getByRole('status')).toHaveText(`${email} is disabled and signed out everywhere.`);
  await expect(row).toContainText('Disabled');
  await page.screenshot({ path: `${DIR}/console-staff-disabled-1280.png`, fullPage: true });
  await operator.reload();
  await expect(operator.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
  await own.close();
});

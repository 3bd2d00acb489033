import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { DEMO, DEMO_TOTP, expect, test } from './fixtures';
import { enterFreshCode } from './console-helpers';
import { activateByMail, signUpByApi } from './members-helpers';

// The complaints inbox and member lookup (decision 051): a moderator works a complaint and bans the
// reported member, whose open tab lands on the ban page at once; an admin finds the member by e-mail
// and lifts the ban. Screenshots at 1280 px and on a tablet (768 px).
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

async function staffSignIn(browser: Browser, who: 'moderator' | 'admin', path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => window.localStorage.setItem('console-language', 'en'));
  await page.goto(`/console${path}`);
  await page.getByLabel('E-mail address').fill(DEMO[who].email);
  await page.getByLabel('Password').fill(DEMO[who].password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterFreshCode(page, DEMO_TOTP[who], () => page.getByRole('button', { name: 'Sign out' }).isVisible());
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  return page;
}

/** The reported member (Dutch), logged in with the members area open (its live socket too). */
async function memberOnline(page: Page, prefix: string) {
  const reported = await signUpByApi(page.request, { prefix, gender: 'female' });
  await activateByMail(page.request, reported.email);
  await page.goto('/leden');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return reported;
}

/** Another member, in a browser of their own, reports the member. */
async function fileComplaint(browser: Browser, reportedId: number, category: string, text: string) {
  const reporterContext = await browser.newContext();
  const reporter = await signUpByApi(reporterContext.request, { prefix: 'reporter', gender: 'male' });
  await activateByMail(reporterContext.request, reporter.email);
  const filed = await reporterContext.request.post('/api/complaints.php', { data: { category, text, profile_id: reportedId } });
  expect(filed.status(), await filed.text()).toBe(200);
  await reporterContext.close();
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${DIR}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: `${DIR}/${name}-768.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a moderator bans a reported member, who sees the ban page; an admin finds the member by e-mail and lifts the ban', async ({ page, browser }) => {
  test.setTimeout(150_000);
  mkdirSync(DIR, { recursive: true });
  const reported = await memberOnline(page, 'reported');

  // Another member reports her.
  await fileComplaint(browser, reported.id, 'scam', 'She asked me to send 300 euros for a train ticket.');

  // The moderator opens the inbox, the complaint, takes it and bans.
  const moderator = await staffSignIn(browser, 'moderator', '/complaints');
  await expect(moderator.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  await expect(moderator.getByRole('tab', { name: 'Open', selected: true })).toBeVisible();
  const row = moderator.getByRole('row').filter({ hasText: `${reported.name} (${reported.id})` });
  await expect(row).toContainText('Scam or asking for money');
  await shoot(moderator, 'console-complaints');
  await row.getByRole('link').click();
  await expect(moderator.getByRole('heading', { level: 1, name: /Complaint \d+: Scam or asking for money/ })).toBeVisible();
  await expect(moderator.getByText('She asked me to send 300 euros for a train ticket.')).toBeVisible();
  await expect(moderator.getByText('The reporter and the reported member have no conversation.')).toBeVisible();
  await moderator.getByRole('button', { name: 'Take this complaint' }).click();
  await expect(moderator.getByText(/taken by moderator@demo\.local/)).toBeVisible();
  await moderator.getByLabel('Note for the audit log (optional)').fill('Asked for money for a ticket.');
  await shoot(moderator, 'console-complaint');
  await moderator.getByRole('button', { name: 'Ban member' }).click();
  await expect(moderator.getByRole('status')).toHaveText('The member is banned and logged out everywhere.');
  await expect(moderator.getByText(/Closed · member banned/)).toBeVisible();

  // The member's open tab lands on the ban page, in Dutch, with how to appeal.
  await expect(page).toHaveURL(/\/pages\/ban\?banned=1$/);
  await expect(page.getByRole('alert')).toContainText('Je account is geblokkeerd: je kunt niet meer inloggen.');
  await expect(page.getByRole('alert')).toContainText(/Mail binnen 30 dagen naar \S+@\S+/);
  await page.screenshot({ path: `${DIR}/member-banned.png`, fullPage: true });
  // Logging in again is refused with a clear message, on the ban page.
  await page.goto('/inloggen');
  await page.getByLabel('E-mailadres').fill(reported.email);
  await page.getByLabel('Wachtwoord').fill(reported.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/ban\?banned=1$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The admin finds her by e-mail and lifts the ban.
  const admin = await staffSignIn(browser, 'admin', '/members');
  await admin.getByLabel('E-mail, name or id').fill(reported.email);
  await admin.getByRole('button', { name: 'Search' }).click();
  const result = admin.getByRole('row').filter({ hasText: reported.email });
  await expect(result).toContainText('Banned');
  await result.getByRole('link', { name: reported.name }).click();
  await expect(admin.getByRole('heading', { level: 1, name: new RegExp(`${reported.name} \\(member ${reported.id}\\)`) })).toBeVisible();
  await expect(admin.getByText(/Banned since .*Reason: Asked for money for a ticket\./)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Complaints and warnings' })).toContainText('member banned');
  await shoot(admin, 'console-member');
  const unban = admin.getByRole('form', { name: 'Lift the ban' });
  await unban.getByLabel('Why the ban is lifted (optional)').fill('Appeal accepted: a misunderstanding.');
  await unban.getByRole('button', { name: 'Lift ban' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'The ban is lifted' })).toHaveText('The ban is lifted; the member can log in again.');
  await expect(admin.getByText('Not banned.')).toBeVisible();

  // She can log in again.
  await page.goto('/inloggen');
  await page.getByLabel('E-mailadres').fill(reported.email);
  await page.getByLabel('Wachtwoord').fill(reported.password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/leden$/);
  await admin.context().close();
  await moderator.context().close();
});

test('a moderator warns a reported member, whose open tab shows the warning at once, without a reload', async ({ page, browser }) => {
  test.setTimeout(150_000);
  mkdirSync(DIR, { recursive: true });
  const reported = await memberOnline(page, 'warned');
  let loads = 0;
  page.on('load', () => loads++);

  await fileComplaint(browser, reported.id, 'harassment', 'She sends me insults every day.');

  // The moderator takes the complaint and warns.
  const moderator = await staffSignIn(browser, 'moderator', '/complaints');
  await moderator.getByRole('row').filter({ hasText: `${reported.name} (${reported.id})` }).getByRole('link').click();
  await moderator.getByRole('button', { name: 'Take this complaint' }).click();
  await expect(moderator.getByText(/taken by moderator@demo\.local/)).toBeVisible();
  await moderator.getByRole('button', { name: 'Warn member' }).click();
  await expect(moderator.getByRole('status')).toHaveText('The member is warned: at once if the site is open, otherwise on their next visit.');

  // The member's open tab shows the warning, in Dutch, without loading the page again.
  const warning = page.getByRole('dialog', { name: 'Een waarschuwing van onze moderatoren' });
  await expect(warning).toBeVisible({ timeout: 15_000 });
  await expect(warning).toContainText('We kregen een melding dat je een ander lid hebt lastiggevallen of bedreigd.');
  expect(loads).toBe(0);
  await page.screenshot({ path: `${DIR}/member-warned-live-1280.png` });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.screenshot({ path: `${DIR}/member-warned-live-375.png` });
  await warning.getByRole('button', { name: 'Ik begrijp het' }).click();
  await expect(warning).toHaveCount(0);
  await moderator.context().close();
});

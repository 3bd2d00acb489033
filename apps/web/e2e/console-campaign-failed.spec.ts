import { mkdirSync } from 'node:fs';
import type { Campaign } from '@dating/contracts';
import { expect, test } from './fixtures';
import { adminSignIn } from './console-helpers';

// A campaign whose job used up its retries (decision 061) shows "Failed", why, what went out, and "Send the
// rest". Really failing takes five retries over an hour, so the list's answer marks the campaign just sent as
// failed (as the job's dead letter would); the campaign, the send and the server's answer to "Send the rest" are
// real: the campaign in truth finished, so the server refuses to send it again and the console says why.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

test('a failed campaign shows the reason and the counts, and “Send the rest” asks the server', async ({ browser }) => {
  mkdirSync(DIR, { recursive: true });
  const subject = `Nieuws ${Date.now()}`;
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await staff.newPage();
  await admin.addInitScript(() => {
    if (!window.localStorage.getItem('console-language')) window.localStorage.setItem('console-language', 'en');
  });
  await adminSignIn(admin);
  await admin.goto('/console/campaigns');
  await expect(admin.getByRole('heading', { level: 1, name: 'Promotions and news' })).toBeVisible();

  const sent = await admin.request.post('/api/campaigns.php', {
    headers: { 'idempotency-key': `e2e-campaign-${Date.now()}` },
    data: { type: 'news', email: true, push: false, texts: { nl: { subject, body: 'Vanaf vandaag gaan berichten sneller.' } } },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const { id } = (await sent.json()).campaign as Campaign;

  await admin.route('**/api/campaigns.php', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { campaigns: Campaign[] };
    for (const c of body.campaigns) {
      if (c.id !== id) continue;
      Object.assign(c, {
        status: 'failed',
        emails_sent: 2,
        finished_at: null,
        failed_at: new Date().toISOString(),
        failure: { reason: 'undelivered', undelivered: 3, message: `campaign ${id}: 3 not delivered (mail to member 7, …); the retry sends only those` },
      });
    }
    await route.fulfill({ response, json: body });
  });
  await admin.reload();
  const row = admin.getByRole('row').filter({ hasText: subject });
  await expect(row.getByText('Failed', { exact: true })).toBeVisible();
  await expect(row).toContainText('Stopped after the last retry: the mail server or push service still refused 3 deliveries.');
  // Mails sent so far (the fourth column).
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await admin.screenshot({ path: `${DIR}/console-campaign-failed-1280.png`, fullPage: true });
  await admin.setViewportSize({ width: 375, height: 800 });
  await row.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${DIR}/console-campaign-failed-375.png` });
  await admin.setViewportSize({ width: 1280, height: 900 });

  // The server knows better: the campaign finished, so there is no rest to send.
  await row.getByRole('button', { name: `Send the rest of “${subject}”` }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'This campaign has not failed, so there is nothing to send again.' })).toBeVisible();

  // In Dutch and German the same state reads naturally.
  await admin.evaluate(() => window.localStorage.setItem('console-language', 'nl'));
  await admin.reload();
  await expect(row.getByText('Mislukt', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Rest van ‘${subject}’ versturen` })).toBeVisible();
  await admin.evaluate(() => window.localStorage.setItem('console-language', 'de'));
  await admin.reload();
  await expect(row.getByText('Fehlgeschlagen', { exact: true })).toBeVisible();
  await expect(row).toContainText('Der Mailserver oder Push-Dienst hat 3 Zustellungen weiterhin abgelehnt.');
  await staff.close();
});

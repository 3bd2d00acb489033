import { mkdirSync } from 'node:fs';
import { DEMO, DEMO_TOTP, expect, test } from './fixtures';
import { enterFreshCode } from './console-helpers';
import { activateByMail, signUpByApi } from './members-helpers';

// Promotions and news (decision 055): an admin writes a promotion in Dutch and English, is stopped on a
// half-written language, previews the mail and push as a Dutch member gets them, sends, and watches the
// counts; the member who opted in finds the mail with the one-click unsubscribe header.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

type OutboxMail = { to: string; subject: string; text: string; listUnsubscribe: string | null; listUnsubscribePost: string | null };

test('an admin writes, previews and sends a promotion; only the member who opted in gets it, once', async ({ page, browser }) => {
  mkdirSync(DIR, { recursive: true });
  const subject = `Weekendactie ${Date.now()}`;
  const reader = await signUpByApi(page.request, { prefix: 'promo-reader', gender: 'female' });
  await activateByMail(page.request, reader.email);
  const optIn = await page.request.put('/api/notifications.php', { data: { preferences: [{ type: 'promotions', email: true, push: false }] } });
  expect(optIn.status()).toBe(200);

  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await staff.newPage();
  await admin.addInitScript(() => window.localStorage.setItem('console-language', 'en'));
  await admin.goto('/console/campaigns');
  await admin.getByLabel('E-mail address').fill(DEMO.admin.email);
  await admin.getByLabel('Password').fill(DEMO.admin.password);
  await admin.getByRole('button', { name: 'Continue' }).click();
  const heading = admin.getByRole('heading', { level: 1, name: 'Promotions and news' });
  await enterFreshCode(admin, DEMO_TOTP.admin, () => heading.isVisible());
  await expect(heading).toBeVisible();
  await expect(admin.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Promotions & news' })).toBeVisible();

  const form = admin.getByRole('form', { name: 'New campaign' });
  await form.getByRole('radio', { name: 'Promotion' }).check();
  await form.getByRole('button', { name: 'Preview in Dutch' }).click();
  await expect(form.getByRole('alert')).toHaveText('Write the subject and text in at least one language.');

  await form.getByLabel('Subject (Dutch)').fill(subject);
  await form.getByLabel('Text (Dutch)').fill('Alleen dit weekend: 20% extra credits bij elk pakket.\n\nTot ziens op Amora!');
  await form.getByRole('tab', { name: 'English' }).click();
  await form.getByLabel('Subject (English)').fill('Weekend offer');
  await form.getByRole('button', { name: 'Preview in English' }).click();
  await expect(form.getByRole('alert')).toHaveText('English has only a subject or only a text. Fill in both, or clear both.');
  await form.getByLabel('Text (English)').fill('This weekend only: 20% extra credits with every bundle.');
  await expect(form.getByRole('tab', { name: 'English ✓' })).toBeVisible();
  await form.getByRole('tab', { name: 'German' }).click();
  await expect(form.getByText('German is empty: members who read German get nothing.')).toBeVisible();

  await form.getByRole('tab', { name: 'Dutch ✓' }).click();
  await form.getByRole('button', { name: 'Preview in Dutch' }).click();
  const preview = admin.getByRole('region', { name: 'Preview (Dutch)' });
  await expect(preview.getByText(`Subject: ${subject}`)).toBeVisible();
  const mail = preview.getByRole('document', { name: 'The e-mail' });
  await expect(mail).toContainText('Alleen dit weekend: 20% extra credits bij elk pakket.');
  await expect(mail).toContainText(/Kies welke e-mails je krijgt: https?:\/\/\S+\/meldingen/);
  await expect(preview.getByRole('group', { name: 'The push notification' })).toContainText(subject);
  await admin.screenshot({ path: `${DIR}/console-campaigns-preview-1280.png`, fullPage: true });
  // On a phone nothing of the form or the preview runs off the screen.
  await admin.setViewportSize({ width: 375, height: 800 });
  await admin.screenshot({ path: `${DIR}/console-campaigns-preview-375.png`, fullPage: true });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await admin.setViewportSize({ width: 1280, height: 900 });

  await preview.getByRole('button', { name: /^Send to \d+ members?$/ }).click();
  await expect(admin.getByRole('status').filter({ hasText: `“${subject}” is being sent to` })).toBeVisible();
  const row = admin.getByRole('row').filter({ hasText: subject });
  await expect(row.getByRole('cell', { name: 'Sent', exact: true })).toBeVisible({ timeout: 30_000 });
  await admin.screenshot({ path: `${DIR}/console-campaigns-sent-1280.png`, fullPage: true });

  // The member's mail, once, with the one-click unsubscribe; a member who did not opt in got nothing.
  const mails = async () => ((await (await page.request.get('/dev/outbox.json')).json()) as { messages: OutboxMail[] }).messages.filter((m) => m.subject === subject);
  await expect.poll(async () => (await mails()).filter((m) => m.to.includes(reader.email)).length).toBe(1);
  const [got] = (await mails()).filter((m) => m.to.includes(reader.email));
  expect(got!.text).toContain('Alleen dit weekend');
  expect(got!.listUnsubscribe).toMatch(/unsubscribe\.php\?token=/);
  expect(got!.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');

  // The send is in the audit log.
  const audit = await admin.request.get('/api/staff-audit.php?action=campaign.send');
  expect(audit.status()).toBe(200);
  expect(JSON.stringify(await audit.json())).toContain('campaign.send');
  await staff.close();
});

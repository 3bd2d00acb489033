import { expect, signUpMember, test } from './fixtures';

const MAIL_EVENTS_SECRET = 'e2e-mail-events-secret-0123456789';

test('a member chooses per type what is mailed and pushed; offers stay off until switched on', async ({ page }) => {
  await signUpMember(page, 'prefs');
  await page.goto('/meldingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();

  const offersByMail = page.getByRole('checkbox', { name: 'E-mail: Aanbiedingen' });
  const messagesByMail = page.getByRole('checkbox', { name: 'E-mail: Nieuwe berichten' });
  const messagesByPush = page.getByRole('checkbox', { name: 'Push: Nieuwe berichten' });
  await expect(offersByMail).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Push: Nieuws' })).not.toBeChecked();
  await expect(messagesByMail).toBeChecked();
  await expect(messagesByPush).toBeChecked();

  await offersByMail.check();
  await expect(page.getByRole('status').filter({ hasText: 'Je meldingsinstellingen zijn opgeslagen.' })).toBeVisible();
  await messagesByMail.uncheck();
  await expect(messagesByMail).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'E-mail: Nieuwe berichten' })).toBeEnabled();

  await page.reload();
  await expect(offersByMail).toBeChecked();
  await expect(messagesByMail).not.toBeChecked();
  await expect(messagesByPush).toBeChecked();
});

test('a bounce reported by the mail service stops mail, the member sees why, and "mail me again" resumes it', async ({ page }) => {
  const member = await signUpMember(page, 'bounced');
  const report = await page.request.post('/api/mail-events.php', {
    headers: { authorization: `Bearer ${MAIL_EVENTS_SECRET}` },
    data: { events: [{ type: 'bounce', email: member.email }] },
  });
  expect(await report.json()).toEqual({ updated: 1 });

  await page.goto('/meldingen');
  await expect(page.getByRole('heading', { name: 'We kunnen je op dit moment niet mailen' })).toBeVisible();
  await expect(page.getByText('We sturen je op dit moment geen e-mail')).toBeVisible();
  await page.getByRole('button', { name: 'Mail me weer' }).click();
  await expect(page.getByText('Gelukt! We mailen je weer.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('We sturen je op dit moment geen e-mail')).toHaveCount(0);
});

test('the mail-service webhook refuses a caller without the shared secret', async ({ page }) => {
  const member = await signUpMember(page, 'forged');
  const forged = await page.request.post('/api/mail-events.php', {
    headers: { authorization: 'Bearer wrong-secret' },
    data: { events: [{ type: 'complaint', email: member.email }] },
  });
  expect(forged.status()).toBe(403);
  await page.goto('/meldingen');
  await expect(page.getByRole('checkbox', { name: 'E-mail: Nieuwe berichten' })).toBeVisible();
  await expect(page.getByText('We sturen je op dit moment geen e-mail')).toHaveCount(0);
});

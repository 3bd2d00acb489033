import { mkdirSync } from 'node:fs';
import { adminSignIn, memberWritesToPal, staffPage } from './console-helpers';
import { DEMO, expect, test } from './fixtures';

// Issue 14, operators answer as chat-pals: a member writes to a fictional chat-pal; an operator (the
// demo admin, whose second factor is known) signs in to the console with a TOTP code generated here,
// claims the conversation in the queue and answers; the member's open chat shows the answer live; the
// admin's figures per operator count it.
// Screenshots at 1280 px and on a tablet (768 px).
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

test('a member writes to a chat-pal, an operator claims it in the console and answers, and the member sees it live', async ({ page, browser }) => {
  test.setTimeout(90_000);
  mkdirSync(DIR, { recursive: true });
  // The member writes to the chat-pal and keeps the chat open.
  const { member, pal, messages } = await memberWritesToPal(page, 'oq-member', 'Hoi, ben je er nog?');

  // The operator, in another browser.
  const { context, page: staff } = await staffPage(browser);
  await adminSignIn(staff);
  await staff.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Chat-pal queue' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Chat-pal queue' })).toBeVisible();
  const queue = staff.getByRole('table', { name: 'Chat-pal queue' });
  const row = queue.getByRole('row').filter({ hasText: 'Hoi, ben je er nog?' }).filter({ hasText: member.name });
  await expect(row).toContainText(pal.name);
  await expect(row).toContainText('fictional');
  await expect(row).toContainText(/\d+ minutes?/);
  await staff.screenshot({ path: `${DIR}/console-queue-1280.png`, fullPage: true });

  await row.getByRole('button', { name: `Claim the conversation of ${member.name} with ${pal.name}` }).click();
  await expect(staff).toHaveURL(/\/console\/queue\/\d+$/);
  await expect(staff.getByRole('heading', { level: 1, name: new RegExp(`${member.name} writes to ${pal.name}`) })).toBeVisible();
  await expect(staff.getByRole('list', { name: 'Latest messages' })).toContainText('Hoi, ben je er nog?');
  await expect(staff.getByRole('region', { name: /Chat-pal/ })).toContainText('No persona notes yet.');
  // A note on the member, kept for whoever answers as this chat-pal next.
  await staff.getByLabel('Notes for everyone answering as this chat-pal').fill('Werkt in de nachtdienst, heeft een hond.');
  await staff.getByRole('button', { name: 'Save notes' }).click();
  await expect(staff.getByText(`Last saved by ${DEMO.admin.email}`)).toBeVisible();
  await expect(staff.getByLabel('Notes for everyone answering as this chat-pal')).toHaveValue('Werkt in de nachtdienst, heeft een hond.');
  const conversationId = Number(/queue\/(\d+)$/.exec(staff.url())![1]);
  const answer = staff.getByLabel('Your answer as the chat-pal');
  await answer.fill('Ja hoor, ik ben er! Hoe was je dag?');
  await staff.screenshot({ path: `${DIR}/console-conversation-1280.png`, fullPage: true });
  await staff.setViewportSize({ width: 768, height: 1024 });
  await staff.screenshot({ path: `${DIR}/console-conversation-768.png`, fullPage: true });
  await staff.getByRole('button', { name: 'Send answer' }).click();

  // Back in the queue, the conversation is no longer waiting; the member's open chat shows the answer without a reload.
  await expect(staff).toHaveURL(/\/console\/queue$/);
  await expect(staff.getByRole('table', { name: 'Chat-pal queue' }).getByRole('row').filter({ hasText: 'Hoi, ben je er nog?' }).filter({ hasText: member.name })).toHaveCount(0);
  await staff.screenshot({ path: `${DIR}/console-queue-768.png`, fullPage: true });
  await expect(messages.getByText('Ja hoor, ik ben er! Hoe was je dag?')).toBeVisible();
  await page.screenshot({ path: `${DIR}/console-member-answer-1280.png` });

  // Without the lease (it was given back after the answer), another answer is refused.
  const refused = await staff.request.post('/api/operator/reply.php', { data: { conversation_id: conversationId, body: 'Nog eentje' } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { code: string }).code).toBe('claim_required');
  // The admin's figures count the answer.
  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Operator figures' }).click();
  const figures = staff.getByRole('table', { name: 'Operator figures' }).getByRole('row').filter({ hasText: DEMO.admin.email });
  // At least this answer (the admin also answers in console-fictional.spec.ts, in whichever order they run).
  await expect(figures.getByRole('cell').nth(1)).toHaveText(/^[1-9]\d*$/);
  await expect(figures.getByRole('cell').nth(3)).toHaveText(/^(\d+ min )?\d+ s$/);
  await staff.getByLabel('Period').selectOption('30');
  await expect(staff).toHaveURL(/days=30$/);
  await staff.screenshot({ path: `${DIR}/console-figures-1280.png` });
  await context.close();
});

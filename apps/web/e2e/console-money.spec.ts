import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { DEMO, DEMO_TOTP, expect, test } from './fixtures';
import { enterFreshCode } from './console-helpers';
import { activeMember } from './likes-helpers';

// The admins' money actions (decision 052): an admin adds credits to a member, who sees the new balance
// and the reason in Dutch; then the admin refunds the member's payment through the test provider, and the
// member sees it refunded, the bought credits gone and premium ended. Screenshots at 1280 and 768 px.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

async function adminConsole(browser: Browser, path: string): Promise<Page> {
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const console = await staff.newPage();
  await console.addInitScript(() => window.localStorage.setItem('console-language', 'en'));
  await console.goto(path);
  await console.getByLabel('E-mail address').fill(DEMO.admin.email);
  await console.getByLabel('Password').fill(DEMO.admin.password);
  await console.getByRole('button', { name: 'Continue' }).click();
  await enterFreshCode(console, DEMO_TOTP.admin, async () => !console.url().includes('/login'));
  return console;
}

/** The member (Dutch site) buys the 50-credit package with PayPal through the test provider. */
async function buyFiftyCredits(page: Page) {
  await page.goto('/credits');
  await page.getByRole('link', { name: /^Kopen: 50 credits voor/ }).click();
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: /^Betaal / }).click();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling geslaagd' })).toBeVisible();
}

test('an admin adds credits to a member and refunds their payment; the member sees both', async ({ page, browser }) => {
  mkdirSync(DIR, { recursive: true });
  const member = await activeMember(page.request, { prefix: 'refunded', gender: 'male' });
  // The member buys 50 credits (premium with them): 10 at signup + 50.
  await buyFiftyCredits(page);
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Credits, 60 credits' })).toBeVisible();

  // The admin finds the member by e-mail on /credits and adds 25 credits as compensation.
  const console = await adminConsole(browser, `/console/credits`);
  await expect(console.getByRole('heading', { level: 1, name: 'Credits' })).toBeVisible();
  await console.getByRole('search', { name: 'Member id or e-mail address' }).getByLabel('Member id or e-mail address').fill(member.email);
  await console.getByRole('button', { name: 'Find' }).click();
  const panel = console.getByRole('region', { name: `Adjust the credits of ${member.name}` });
  await expect(panel.getByText('60 credits', { exact: true })).toBeVisible();
  const form = panel.getByRole('form', { name: 'Credit adjustment' });
  // Nothing filled in: the form says what is missing.
  await form.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(form.getByText('Enter a whole number from 1 to 100000.')).toBeVisible();
  await expect(form.getByText('Choose the reason the member will see.')).toBeVisible();
  // Taking off more than the balance is refused by the server.
  await form.getByRole('radio', { name: 'Take credits off' }).check();
  await form.getByLabel('Number of credits').fill('61');
  await form.getByLabel('Reason the member sees').selectOption({ label: 'A correction of the balance' });
  await form.getByLabel('Note for the audit log').fill('Test of the balance rule');
  await form.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(panel.getByRole('alert')).toHaveText("This charge is larger than the member's balance: nothing was taken.");
  // The grant.
  await form.getByRole('radio', { name: 'Add credits' }).check();
  await form.getByLabel('Number of credits').fill('25');
  await form.getByLabel('Reason the member sees').selectOption({ label: 'Compensation for a problem on our side' });
  await form.getByLabel('Note for the audit log').fill('Chat was down for an hour on Monday');
  await form.getByRole('button', { name: 'Save adjustment' }).click();
  await expect(panel.getByRole('status')).toHaveText('25 credits added. New balance: 85.');
  await expect(panel.getByRole('table', { name: 'Recent credit movements' }).getByRole('row').nth(1)).toContainText('+25');
  await console.screenshot({ path: `${DIR}/console-credits-1280.png`, fullPage: true });

  // The member sees the new balance and the reason, in Dutch.
  await page.goto('/transacties');
  await expect(nav.getByRole('link', { name: 'Credits, 85 credits' })).toBeVisible();
  const changes = page.getByRole('region', { name: 'Wijzigingen in je credits door ons team' });
  await expect(changes.getByRole('listitem').first()).toContainText('25 credits toegevoegd');
  await expect(changes.getByRole('listitem').first()).toContainText('Compensatie voor een probleem bij ons');
  await expect(changes).not.toContainText('Chat was down');
  await page.screenshot({ path: `${DIR}/member-adjustment.png`, fullPage: true });

  // The admin finds the member's payments on /payments and refunds the paid one.
  await console.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Payments' }).click();
  await console.getByRole('search', { name: 'Member id or e-mail address' }).getByLabel('Member id or e-mail address').fill(member.email);
  await console.getByRole('search', { name: 'Member id or e-mail address' }).getByRole('button', { name: 'Find' }).click();
  const card = console.getByRole('article', { name: /^Payment \d+ · €/ });
  await expect(card).toContainText('Paid');
  const paymentId = Number((await card.getByRole('heading').textContent())!.match(/Payment (\d+)/)![1]);
  await card.getByRole('button', { name: `Refund payment ${paymentId}` }).click();
  const refund = card.getByRole('form', { name: `Refund payment ${paymentId}` });
  await refund.getByRole('button', { name: /^Refund €/ }).click();
  await expect(refund.getByText('Write a note for the audit log.')).toBeVisible();
  await refund.getByLabel('Note for the audit log').fill('Member asked within 14 days');
  await console.screenshot({ path: `${DIR}/console-refund-1280.png`, fullPage: true });
  await refund.getByRole('button', { name: /^Refund €/ }).click();
  await expect(console.getByRole('status')).toHaveText(`Payment ${paymentId} refunded; 50 credits taken back. Premium has ended: this was the member's only paid payment.`);
  await expect(card).toContainText('Refunded');
  await expect(card.getByRole('button', { name: `Refund payment ${paymentId}` })).toHaveCount(0);
  await console.setViewportSize({ width: 768, height: 1024 });
  await console.screenshot({ path: `${DIR}/console-refund-768.png`, fullPage: true });

  // The member sees the payment refunded, 35 credits left and premium gone.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Je betalingen' }).getByRole('listitem').first()).toContainText('Terugbetaald');
  await expect(nav.getByRole('link', { name: 'Word Premium' })).toBeVisible();
  // (A free member's menu shows no balance: the account's own call says it.)
  const { user: me } = (await (await page.request.get('/api/user.php')).json()) as { user: { credits: number; paid_user: boolean } };
  expect([me.credits, me.paid_user]).toEqual([35, false]);
  await page.screenshot({ path: `${DIR}/member-refunded.png`, fullPage: true });

  // The member view in the console carries the same panels: the balance after the refund and the refunded payment.
  await console.setViewportSize({ width: 1280, height: 900 });
  await console.goto(`/console/members/${member.id}`);
  const adjust = console.getByRole('region', { name: `Adjust the credits of ${member.name}` });
  await expect(adjust.getByText('35 credits', { exact: true })).toBeVisible();
  await expect(adjust.getByRole('form', { name: 'Credit adjustment' })).toBeVisible();
  const refunded = console.getByRole('region', { name: `Payments of ${member.id}` }).getByRole('article', { name: /^Payment \d+ · €/ });
  await expect(refunded).toContainText('Refunded');
  await console.context().close();
});

test('an admin refunds part of a payment, is stopped at what remains, then refunds the rest', async ({ page, browser }) => {
  mkdirSync(DIR, { recursive: true });
  const member = await activeMember(page.request, { prefix: 'partrefund', gender: 'female' });
  await buyFiftyCredits(page);

  const console = await adminConsole(browser, '/console/payments');
  const search = console.getByRole('search', { name: 'Member id or e-mail address' });
  await search.getByLabel('Member id or e-mail address').fill(member.email);
  await search.getByRole('button', { name: 'Find' }).click();
  const card = console.getByRole('article', { name: /^Payment \d+ · €/ });
  const heading = (await card.getByRole('heading').textContent())!;
  const paymentId = Number(heading.match(/Payment (\d+)/)![1]);
  const amount = Math.round(Number(heading.match(/€([\d.]+)/)![1]) * 100);
  const eur = (minor: number) => `€${(minor / 100).toFixed(2)}`;

  await card.getByRole('button', { name: `Refund payment ${paymentId}` }).click();
  const form = card.getByRole('form', { name: `Refund payment ${paymentId}` });
  const field = form.getByLabel('Amount to refund (EUR)');
  // The whole amount to start with.
  await expect(field).toHaveValue((amount / 100).toFixed(2));
  await form.getByLabel('Note for the audit log').fill('One of two orders was a mistake');
  // Not an amount: said before anything is sent.
  await field.fill('1,234');
  await form.getByRole('button', { name: /^Refund €/ }).click();
  await expect(form.getByText('Enter an amount greater than zero, with at most two decimals.')).toBeVisible();
  // More than was paid: the server refuses and says what remains.
  await field.fill(((amount + 100) / 100).toFixed(2));
  await form.getByRole('button', { name: `Refund ${eur(amount + 100)}` }).click();
  await expect(card.getByRole('alert')).toHaveText(`This refund is more than what is left of the payment: at most ${eur(amount)} can still be refunded. Nothing was refunded.`);
  // One euro back.
  await field.fill('1');
  await form.getByRole('button', { name: 'Refund €1.00' }).click();
  const firstCredits = Math.ceil((50 * 100) / amount);
  await expect(console.getByRole('status')).toHaveText(`€1.00 of payment ${paymentId} refunded; ${firstCredits} credit${firstCredits === 1 ? '' : 's'} taken back.`);
  await expect(card).toContainText('Paid, partly refunded');
  await expect(card).toContainText(`€1.00 of ${eur(amount)}`);
  await console.screenshot({ path: `${DIR}/console-partial-refund-1280.png`, fullPage: true });
  // The member's list says so, in Dutch.
  await page.goto('/transacties');
  await expect(page.getByRole('list', { name: 'Je betalingen' }).getByRole('listitem').first()).toContainText('Betaald, € 1,00 terugbetaald');
  await page.screenshot({ path: `${DIR}/member-partly-refunded.png`, fullPage: true });

  // The rest: the form offers what remains.
  await card.getByRole('button', { name: `Refund payment ${paymentId}` }).click();
  await expect(field).toHaveValue(((amount - 100) / 100).toFixed(2));
  await form.getByLabel('Note for the audit log').fill('The rest, after all');
  await form.getByRole('button', { name: `Refund ${eur(amount - 100)}` }).click();
  await expect(console.getByRole('status')).toHaveText(
    `${eur(amount - 100)} of payment ${paymentId} refunded; ${50 - firstCredits} credits taken back. Premium has ended: this was the member's only paid payment.`,
  );
  await expect(card).toContainText('Refunded');
  await expect(card.getByRole('button', { name: `Refund payment ${paymentId}` })).toHaveCount(0);
  await console.setViewportSize({ width: 375, height: 800 });
  await console.screenshot({ path: `${DIR}/console-partial-refund-375.png`, fullPage: true });

  const { user: me } = (await (await page.request.get('/api/user.php')).json()) as { user: { credits: number; paid_user: boolean } };
  expect([me.credits, me.paid_user]).toEqual([10, false]);
  await console.context().close();
});

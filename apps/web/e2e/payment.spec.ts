import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { activeMember } from './likes-helpers';
import { activateByMail, makePng, signUpByApi, uploadPhotoByApi } from './members-helpers';

// A free member buys the tryout with iDEAL at the built-in test provider's checkout, through the real
// Mollie client; the provider's webhook grants the credits and premium before the member is back.
// Screenshots of the completed transaction at 375 and 1280 px.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

let owner: { id: number; name: string };

test.beforeAll(async ({ playwright, baseURL }) => {
  // A member with three photos: a free member sees one, the other two locked.
  const request = await playwright.request.newContext({ baseURL });
  const member = await signUpByApi(request, { prefix: 'photos', name: 'Zonnebloem', gender: 'female' });
  await activateByMail(request, member.email);
  await uploadPhotoByApi(request, makePng(96, [200, 80, 80], [240, 200, 120]), 'een.png');
  await uploadPhotoByApi(request, makePng(96, [40, 90, 200], [120, 220, 200]), 'twee.png');
  await uploadPhotoByApi(request, makePng(96, [30, 140, 60], [220, 230, 90]), 'drie.png');
  await request.dispose();
  owner = { id: member.id, name: 'Zonnebloem' };
});

test('a free member with 0 credits opens a locked photo, buys the tryout with iDEAL, is premium, sees the photo and sends a message', async ({ page }) => {
  // A new member of their own (logged in through the page's own cookies): the demo accounts stay free
  // for the other specs.
  await activeMember(page.request, { prefix: 'buyer' });
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  // The signup credits chatted away: the balance is 0 and a message cannot be paid.
  for (let credits = 1; credits > 0; ) {
    const sent = await page.request.post('/api/messages.php', { data: { profile_id: owner.id, body: 'Hoi!' }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(sent.status(), await sent.text()).toBe(200);
    credits = ((await sent.json()) as { credits: number }).credits;
  }
  expect((await page.request.post('/api/messages.php', { data: { profile_id: owner.id, body: 'Hoi?' }, headers: { 'Idempotency-Key': crypto.randomUUID() } })).status()).toBe(402);

  // Free, 0 credits: two of the three photos are locked, and the way to premium is right there.
  await page.goto(`/leden/${owner.id}`);
  await expect(page.getByRole('img', { name: 'Vergrendelde foto' })).toHaveCount(2);
  await page.getByRole('link', { name: 'Word Premium' }).last().click();
  await expect(page).toHaveURL(/\/premium$/);
  await page.getByRole('region', { name: 'Probeer premium' }).getByRole('link', { name: 'Probeer premium' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betalen' })).toBeVisible();
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByLabel('Je bank').selectOption({ label: 'ING' });
  // A new member has the time bonus: 25% off the tryout too (€ 3,95 -> € 2,96; offers.spec.ts).
  await page.getByRole('button', { name: 'Betaal € 2,96' }).click();

  // The test provider's checkout page.
  await expect(page.getByRole('heading', { level: 1, name: 'Testbetaling' })).toBeVisible();
  await page.getByRole('button', { name: 'Betaald' }).click();

  await expect(page).toHaveURL(/\/transacties\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling geslaagd' })).toBeVisible();
  await expect(page.getByText('Bedankt! Er zijn 10 credits bij je saldo gekomen.')).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Credits/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Word Premium' })).toHaveCount(0);

  // Premium now: every photo of the member shows, and the tryout's credits pay for a message.
  await page.goto(`/leden/${owner.id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${owner.name}, \\d+$`) })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Vergrendelde foto' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Toon foto \d van 3$/ })).toHaveCount(3);
  await page.getByRole('link', { name: 'Chatten' }).click();
  await expect(page.getByRole('link', { name: '10 credits' })).toBeVisible();
  const composer = page.getByLabel(`Je bericht aan ${owner.name}`);
  await composer.fill('Hallo! Nu kan ik je foto’s zien.');
  await composer.press('Enter');
  await expect(page.getByRole('list', { name: `Berichten met ${owner.name}` }).getByText('Hallo! Nu kan ik je foto’s zien.')).toBeVisible();
  await expect(page.getByRole('link', { name: '9 credits' })).toBeVisible();
  await page.goBack();

  mkdirSync(DIR, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${DIR}/transaction-${width}.png`, fullPage: true });
  }
});

import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activeMember } from './likes-helpers';
import { makePng, uploadPhotoByApi, type ApiMember } from './members-helpers';

// Every button that costs credits says what before the click, with the price of the settings the
// server charges by; each send here really costs what its button said (balance before and after).
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';
const SIZES = [375, 1280] as const;

interface Prices {
  message_credits: number;
  photo_credits: number;
  gift_credits: number;
  free_conversations: number;
}

/** A price as the Dutch buttons write it. */
const credits = (n: number) => (n === 0 ? 'gratis' : n === 1 ? '1 credit' : `${n} credits`);

async function balance(request: APIRequestContext): Promise<number> {
  return ((await (await request.get('/api/user.php')).json()) as { user: { credits: number } }).user.credits;
}

async function shots(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  mkdirSync(DIR, { recursive: true });
  for (const width of SIZES) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${DIR}/price-tags-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a free member sees the price on every paid button, pays exactly that, and past the free conversations gets a bundle offer', async ({ page, playwright, baseURL }) => {
  const prices = ((await (await page.request.get('/api/settings.php')).json()) as { settings: Prices }).settings;
  expect(prices.free_conversations).toBe(2);
  const me = await activeMember(page.request, { prefix: 'price-me', gender: 'male' });
  const women: { member: ApiMember; request: APIRequestContext }[] = [];
  for (const name of ['Fenna', 'Ilse', 'Noor']) {
    const request = await playwright.request.newContext({ baseURL });
    women.push({ member: await activeMember(request, { prefix: 'price-w', name, gender: 'female' }), request });
  }
  const [fenna, ilse, noor] = women.map((w) => w.member) as [ApiMember, ApiMember, ApiMember];

  // The first conversation: starting it is free, the message costs message_credits.
  await page.goto(`/leden/${fenna.id}/chat`);
  await expect(page.getByRole('heading', { level: 1, name: fenna.name })).toBeVisible();
  const send = page.getByRole('button', { name: `Versturen ${credits(prices.message_credits)}`, exact: true });
  await expect(send).toHaveAccessibleDescription('Dit gesprek beginnen is gratis: je hebt nog 2 van de 2 gratis gesprekken. Je betaalt alleen voor wat je verstuurt.');
  const gift = page.getByRole('button', { name: `Cadeautje sturen ${credits(prices.gift_credits)}`, exact: true });
  const photo = page.getByRole('button', { name: `Foto sturen ${credits(prices.message_credits)}`, exact: true });
  await expect(gift).toBeVisible();
  await expect(photo).toBeVisible();
  await page.getByLabel(`Je bericht aan ${fenna.name}`).fill('Hoi Fenna, wat kost dit bericht?');
  await shots(page, 'conversation');

  let before = await balance(page.request);
  await send.click();
  const messages = page.getByRole('list', { name: `Berichten met ${fenna.name}` });
  await expect(messages.getByText('Hoi Fenna, wat kost dit bericht?')).toBeVisible();
  await expect.poll(() => balance(page.request)).toBe(before - prices.message_credits);
  // The conversation exists now: nothing about starting one any more.
  await expect(page.getByText('Dit gesprek beginnen is gratis', { exact: false })).toHaveCount(0);
  await expect(send).not.toHaveAccessibleDescription(/gratis/);

  // A gift: the button and every gift in the picker say gift_credits, and that is what it costs.
  before = await balance(page.request);
  await gift.click();
  const picker = page.getByRole('dialog', { name: `Stuur ${fenna.name} een cadeautje` });
  const firstGift = picker.getByRole('button', { name: new RegExp(`sturen voor ${credits(prices.gift_credits)}$`) }).first();
  await expect(firstGift).toBeVisible();
  await shots(page, 'gifts');
  await firstGift.click();
  await expect(picker).toBeHidden();
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  await expect.poll(() => balance(page.request)).toBe(before - prices.gift_credits);

  // A photo costs what a message costs (the server's rule), as its button says.
  before = await balance(page.request);
  await page.getByLabel(`Kies een foto om naar ${fenna.name} te sturen`).setInputFiles({ name: 'zee.png', mimeType: 'image/png', buffer: makePng(200) });
  await expect(messages.getByRole('img', { name: 'Jouw foto' })).toBeVisible();
  await expect.poll(() => balance(page.request)).toBe(before - prices.message_credits);

  // Fenna sends a photo back: unlocking it costs photo_credits, as the button says.
  const sent = await women[0]!.request.post(`/api/chat-photo.php?profile_id=${me.id}`, { multipart: { photo: { name: 'strand.png', mimeType: 'image/png', buffer: makePng(200, [20, 120, 200], [250, 220, 120]) } } });
  expect(sent.status(), await sent.text()).toBe(200);
  await page.reload();
  const unlock = page.getByRole('button', { name: `Foto bekijken voor ${credits(prices.photo_credits)}`, exact: true });
  before = await balance(page.request);
  await unlock.click();
  await expect(messages.getByRole('img', { name: `Foto van ${fenna.name}` })).toBeVisible();
  await expect.poll(() => balance(page.request)).toBe(before - prices.photo_credits);

  // The second conversation is the last free one.
  await page.goto(`/leden/${ilse.id}/chat`);
  await expect(page.getByText('Dit gesprek beginnen is gratis: je hebt nog 1 van de 2 gratis gesprekken.')).toBeVisible();
  await page.getByLabel(`Je bericht aan ${ilse.name}`).fill('Hoi Ilse!');
  await page.getByRole('button', { name: `Versturen ${credits(prices.message_credits)}`, exact: true }).click();
  await expect(page.getByRole('list', { name: `Berichten met ${ilse.name}` }).getByText('Hoi Ilse!')).toBeVisible();

  // Past the free conversations: premium only. Nothing can be sent, and a concrete bundle is offered.
  const offer = (await (await page.request.get('/api/credits.php')).json()) as { tryout: { id: number; credits: number } | null; tryout_available: boolean };
  expect(offer.tryout_available).toBe(true);
  await page.goto(`/leden/${noor.id}/chat`);
  await expect(page.getByText('Als gratis lid kun je 2 gesprekken voeren.', { exact: false })).toBeVisible();
  const blocked = page.getByRole('button', { name: `Versturen ${credits(prices.message_credits)}`, exact: true });
  await expect(blocked).toBeDisabled();
  await expect(blocked).toHaveAccessibleDescription(/Nieuwe gesprekken zijn voor premium leden/);
  const bundle = page.getByRole('link', { name: `${offer.tryout!.credits} credits kopen voor € 3,95`, exact: true });
  await expect(bundle).toHaveAttribute('href', `/credits/${offer.tryout!.id}`);
  await expect(bundle).toHaveAccessibleDescription(`Probeer het: ${offer.tryout!.credits} credits plus voor altijd premium, eenmalig voor € 3,95.`);
  await shots(page, 'limit');
  before = await balance(page.request);
  await bundle.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betalen' })).toBeVisible();
  expect(await balance(page.request)).toBe(before);

  // Locked photos of another member (premium only) offer the same bundle.
  for (let i = 0; i < 3; i++) await uploadPhotoByApi(women[2]!.request, makePng(96, [40 * i, 90, 200], [120, 220, 40 * i]), `foto-${i}.png`);
  await page.goto(`/leden/${noor.id}`);
  await expect(page.getByRole('img', { name: 'Vergrendelde foto' })).toHaveCount(2);
  await expect(page.getByRole('link', { name: `${offer.tryout!.credits} credits kopen voor € 3,95`, exact: true })).toHaveAttribute('href', `/credits/${offer.tryout!.id}`);
  await shots(page, 'locked-photos');

  // And so do my own photos at the free limit (more photos are for premium members).
  for (let i = 0; i < 3; i++) await uploadPhotoByApi(page.request, makePng(96), `ik-${i}.png`);
  await page.goto('/profiel');
  const photos = page.getByRole('region', { name: "Je foto's" });
  await expect(photos.getByText("3 van 3 foto's")).toBeVisible();
  await expect(photos.getByRole('link', { name: `${offer.tryout!.credits} credits kopen voor € 3,95`, exact: true })).toHaveAttribute('href', `/credits/${offer.tryout!.id}`);

  for (const w of women) await w.request.dispose();
});

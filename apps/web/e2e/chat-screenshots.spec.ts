import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activateByMail, makePng, signUpByApi, uploadPhotoByApi, type ApiMember } from './members-helpers';

// Visual check of the chat list and a conversation; run with E2E_SCREENSHOTS=1.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;


async function shot(page: Page, name: string, size: string) {
  await page.screenshot({ path: `${DIR}/chat-${name}-${size}.png` });
}

for (const size of SIZES) {
  test(`chats and a conversation (${size.name})`, async ({ page, playwright, baseURL }) => {
    mkdirSync(DIR, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    const me = await signUpByApi(page.request, { prefix: 'shot-chat', name: 'Thomas' });
    await activateByMail(page.request, me.email);
    const others: ApiMember[] = [];
    const people: { name: string; from: [number, number, number]; to: [number, number, number] }[] = [
      { name: 'Lotte', from: [200, 80, 80], to: [240, 200, 120] },
      { name: 'Sanne', from: [40, 90, 200], to: [120, 220, 200] },
    ];
    for (const { name, from, to } of people) {
      const request = await playwright.request.newContext({ baseURL });
      const other = await signUpByApi(request, { prefix: 'shot-chat', name, gender: 'female' });
      await activateByMail(request, other.email);
      await uploadPhotoByApi(request, makePng(200, from, to));
      others.push(other);
      await page.request.post('/api/messages.php', { data: { profile_id: other.id, body: `Hoi ${name}, leuk profiel! Zin om een keer te kletsen over muziek en reizen?` } });
      await request.post('/api/messages.php', { data: { profile_id: me.id, body: 'Hey Thomas! Zeker, waar ben je het laatst geweest?' } });
      await request.dispose();
    }
    const { gifts } = (await (await page.request.get('/api/gifts.php')).json()) as { gifts: { id: number }[] };
    await page.request.post('/api/gift.php', { data: { profile_id: others[1]!.id, gift_id: gifts[0]!.id } });

    await page.goto('/gesprekken');
    await expect(page.getByRole('list', { name: 'Gesprekken' }).getByRole('listitem')).toHaveCount(2);
    await shot(page, 'list', size.name);

    await page.getByRole('link', { name: /Sanne/ }).click();
    await expect(page.getByRole('list', { name: 'Berichten met Sanne' }).getByRole('listitem')).toHaveCount(3);
    await page.getByLabel('Je bericht aan Sanne').fill('Vorige maand in Lissabon, echt een aanrader!');
    await shot(page, 'conversation', size.name);

    await page.getByRole('button', { name: 'Cadeautje sturen' }).click();
    await expect(page.getByRole('dialog', { name: 'Stuur Sanne een cadeautje' }).getByRole('button').first()).toBeVisible();
    await shot(page, 'gifts', size.name);
  });
}

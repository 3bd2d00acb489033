import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';
import { activeMember, likeByApi, swipeStateByApi, takeAutoLike } from './likes-helpers';
import { makePng, signUpByApi, uploadPhotoByApi, type ApiMember } from './members-helpers';

// Visual check of the likes pages, the match modal, the swipe game and the match finder; run with E2E_SCREENSHOTS=1.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;


const COLOURS: [number, number, number][][] = [
  [[200, 80, 80], [240, 200, 120]],
  [[40, 90, 200], [120, 220, 200]],
  [[30, 140, 60], [220, 230, 90]],
  [[120, 40, 160], [240, 150, 200]],
];

/** A woman with a photo who likes `target` (and stays available to be liked back). */
async function fan(request: APIRequestContext, name: string, colour: number, target: number): Promise<ApiMember> {
  const member = await activeMember(request, { prefix: 'shotfan', name, gender: 'female' });
  await uploadPhotoByApi(request, makePng(240, COLOURS[colour]![0]!, COLOURS[colour]![1]!));
  await likeByApi(request, target);
  return member;
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${DIR}/${name}-${size.name}.png`, fullPage });
    let me: ApiMember;
    let eva: ApiMember;

    test.beforeAll(async ({ playwright, baseURL }) => {
      mkdirSync(DIR, { recursive: true });
      const request = await playwright.request.newContext({ baseURL });
      me = await activeMember(request, { prefix: 'shotlikes', name: 'Daan' });
      await takeAutoLike(request);
      const others = await playwright.request.newContext({ baseURL });
      const fans = [await fan(others, 'Lotte', 0, me.id), await fan(others, 'Sanne', 1, me.id), await fan(others, 'Fleur', 2, me.id)];
      eva = await fan(others, 'Eva', 3, me.id);
      await others.dispose();
      // One match already seen; two likes given to members from the search.
      await likeByApi(request, fans[2]!.id);
      await request.put('/api/like.php', { data: { profile_id: fans[2]!.id, match_seen: true } });
      const search = (await (await request.get('/api/search.php?gender=female&perPage=12')).json()) as { profiles: { id: number }[] };
      const fanIds = new Set([...fans, eva].map((member) => member.id));
      for (const profile of search.profiles.filter((p) => !fanIds.has(p.id)).slice(0, 2)) await likeByApi(request, profile.id);
      await request.dispose();
    });

    test('likes pages and the match modal', async ({ page }) => {
      await logIn(page, me.email, me.password);
      await page.goto('/likes');
      await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await shot(page, 'likes-received');
      await page.getByRole('tab', { name: /^Gegeven/ }).click();
      await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
      await shot(page, 'likes-given');
      await page.goto(`/likes/m/${eva.id}`);
      await expect(page.getByRole('heading', { name: 'Jij en Eva' })).toBeVisible();
      await shot(page, 'likes-member');
      await page.getByRole('button', { name: 'Liken', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Nieuwe like!' })).toBeVisible();
      await page.waitForTimeout(300);
      await shot(page, 'match-modal', false);
      await page.getByRole('button', { name: 'Verder kijken' }).click();
      await page.goto('/likes/mutual');
      await expect(page.getByRole('tabpanel').getByRole('link').first()).toBeVisible();
      await shot(page, 'likes-mutual');
    });

    test('swipe game: cards, dragging and the countdown', async ({ page }) => {
      await signUpByApi(page.request, { prefix: 'shotswipe' });
      await page.goto('/swipe-game');
      const deck = page.getByRole('region', { name: 'Profielen om te swipen' });
      await expect(deck.getByRole('heading', { level: 3 })).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      await shot(page, 'swipe-cards');
      // Half a drag to the right: the card turns and the like stamp shows.
      const card = deck.locator('article').nth(1);
      const box = (await card.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 70, box.y + box.height / 2, { steps: 5 });
      await shot(page, 'swipe-dragging', false);
      await page.mouse.up();
      // A chat-pal card, as the game marks it (the first card made fictional for the picture).
      await page.route('**/api/swipe.php', async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const body = (await response.json()) as { candidates: { fictional: boolean }[] };
        body.candidates[0]!.fictional = true;
        await route.fulfill({ response, json: body });
      });
      await page.reload();
      await expect(deck.getByRole('heading', { level: 3 })).toBeVisible();
      await page.waitForTimeout(300);
      await shot(page, 'swipe-fictional', false);
      await page.unroute('**/api/swipe.php');
      const { candidates } = await swipeStateByApi(page.request);
      for (const candidate of candidates.slice(-4)) await page.request.post('/api/swipe.php', { data: { profile_id: candidate.id, action: 'like' } });
      await page.reload();
      await expect(page.getByRole('timer')).toBeVisible();
      await shot(page, 'swipe-countdown');
    });

    test('match finder: a question and the results', async ({ page }) => {
      await page.goto('/match-zoeker');
      await page.getByLabel('35 jaar en ouder').check();
      await page.getByRole('button', { name: 'Volgende' }).click();
      await page.getByRole('button', { name: 'Volgende' }).click();
      await expect(page.getByText('Kies een van de opties.')).toBeVisible();
      await shot(page, 'match-finder-question');
      await page.goto('/match-zoeker?age=18-35&appearance=sexy&race=white');
      await expect(page.getByRole('list', { name: 'Jouw matches' }).getByRole('link').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await shot(page, 'match-finder-results');
    });
  });
}

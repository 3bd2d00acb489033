import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, expect, logIn, test } from './fixtures';
import { activateByMail, makePng, signUpByApi, uploadPhotoByApi } from './members-helpers';

// Visual check of the profile, search, member and complaint screens; run with E2E_SCREENSHOTS=1.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;


let lockedPath = '';
let fictionalPath = '';

test.beforeAll(async ({ playwright, baseURL }) => {
  mkdirSync(DIR, { recursive: true });
  const request = await playwright.request.newContext({ baseURL });
  const owner = await signUpByApi(request, { prefix: 'shot', name: 'Lotte', gender: 'female' });
  await activateByMail(request, owner.email);
  await request.put('/api/profile.php', {
    data: { city: 'Haarlem', hair_colour: 'blond', eye_colour: 'green', interests: ['music', 'beach', 'wine'], description: 'Zon, zee en goede muziek.' },
  });
  for (const colours of [
    [[200, 80, 80], [240, 200, 120]],
    [[40, 90, 200], [120, 220, 200]],
    [[30, 140, 60], [220, 230, 90]],
  ] as const) {
    await uploadPhotoByApi(request, makePng(240, [...colours[0]], [...colours[1]]));
  }
  lockedPath = `/leden/${owner.id}`;
  const search = (await (await request.get('/api/search.php?perPage=60')).json()) as { profiles: { id: number; fictional: boolean }[] };
  const fictional = search.profiles.find((p) => p.fictional);
  fictionalPath = fictional ? `/leden/${fictional.id}` : lockedPath;
  await request.dispose();
});

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    const shot = (page: Page, name: string, fullPage = true) => page.screenshot({ path: `${DIR}/${name}-${size.name}.png`, fullPage });

    test('search and member pages', async ({ page }) => {
      await logIn(page, DEMO.free.email, DEMO.free.password);
      await page.goto('/leden?country=NL&min_age=25&max_age=45');
      await expect(page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await shot(page, 'members', false);
      await page.goto('/leden?gender=female&country=NZ&min_age=70&max_age=75');
      await expect(page.getByText(/^\d+\+? (leden|lid) gevonden$/)).toBeVisible();
      await shot(page, 'members-similar');
      await page.goto(lockedPath);
      await expect(page.getByRole('img', { name: 'Vergrendelde foto' }).first()).toBeVisible();
      await shot(page, 'member-locked');
      await page.goto(fictionalPath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, 'member-fictional');
      await page.getByRole('button', { name: 'Blokkeren' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, 'member-block-dialog', false);
    });

    test('profile editor and complaints', async ({ page }) => {
      const me = await signUpByApi(page.request, { prefix: 'shotme' });
      await uploadPhotoByApi(page.request, makePng(240));
      await page.goto('/profiel');
      await expect(page.getByRole('form', { name: 'Je profiel' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
      await shot(page, 'profile-editor');
      await page.getByLabel('Profielnaam').fill('@');
      await page.getByRole('button', { name: 'Profiel opslaan' }).click();
      await expect(page.getByText('Je profielnaam mag niet met @ beginnen.')).toBeVisible();
      await shot(page, 'profile-editor-error', false);
      await page.goto(`/klachten?profile=${me.id}`);
      await page.getByRole('button', { name: 'Melding versturen' }).click();
      await shot(page, 'complaints-errors');
      await page.getByLabel('Wat is er gebeurd?').fill('Dit profiel gebruikt foto’s van iemand anders.');
      await page.getByRole('button', { name: 'Melding versturen' }).click();
      await expect(page.getByText(/We hebben je melding ontvangen/)).toBeVisible();
      await shot(page, 'complaints-sent');
    });

    test('visitor pages', async ({ page }) => {
      await page.goto('/klachten');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, 'complaints-visitor');
      await page.goto(lockedPath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(page, 'member-visitor');
    });
  });
}

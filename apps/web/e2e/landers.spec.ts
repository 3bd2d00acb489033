import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, fillSignupUntilCredentials, signUpMember, test, uniqueEmail } from './fixtures';

// The eleven landers (decision 056), seen by a Dutch visitor: each its own design, each ending in signup.
const nl = JSON.parse(readFileSync(new URL('../../../packages/i18n/locales/nl/landers.json', import.meta.url), 'utf8')) as Record<
  string,
  Record<string, unknown>
> & { signup: Record<string, string> };
const text = (lander: string, key: string) => nl[lander]![key] as string;

const SHOTS = process.env.E2E_SCREENSHOTS ? (process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots') : null;
const SIZES = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** What only this lander shows: checked after its headline. */
const DISTINCT: Record<string, (page: Page) => Promise<void>> = {
  adultonly: async (page) => {
    await expect(page.getByText('18+', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(4);
    await expect(page.getByRole('button', { name: text('adultonly', 'confirm') })).toBeVisible();
  },
  tinderswipe: async (page) => {
    const card = page.getByRole('article');
    const first = await card.getAttribute('aria-label');
    await expect(card.getByText(/Profiel 1 van \d/)).toBeVisible();
    await card.getByRole('button', { name: 'Liken' }).click();
    await expect(page.getByRole('status')).toHaveText(`Je hebt ${first} geliket`);
    await expect(page.getByRole('article').getByText(/Profiel 2 van \d/)).toBeVisible();
    await page.getByRole('article').getByRole('button', { name: 'Overslaan' }).click();
    await expect(page.getByRole('status')).toContainText('overgeslagen');
  },
  whoneedsstrings: async (page) => {
    await expect(page.getByRole('heading', { name: text('whoneedsstrings', 'without') })).toBeVisible();
    await expect(page.locator('s')).toHaveCount(3);
  },
  alonetonight: async (page) => {
    await expect(page.getByRole('img', { name: text('alonetonight', 'moon') })).toBeVisible();
    await expect(page.getByRole('heading', { name: text('alonetonight', 'online') })).toBeVisible();
    await expect(page.locator('.night-member img').first()).toBeVisible();
    await expect(page.getByText(/Het is \d{1,2}:\d{2}\./)).toBeVisible();
  },
  collagelanding: async (page) => {
    await expect(page.getByRole('figure').locator('.lander-photo > img')).toHaveCount(12);
  },
  gallery: async (page) => {
    const open = page.getByRole('button', { name: /^Bekijk het profiel van / });
    await expect(open).toHaveCount(12);
    await open.first().click();
    await expect(page.getByRole('dialog', { name: 'Aanmelden' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();
  },
  iconslanding: async (page) => {
    for (const name of ['Chatten', 'Likes', 'Matches', 'Zoeken', 'Privacy', 'Mobiel', 'Meldingen', 'Hulp']) {
      await expect(page.getByRole('heading', { name, exact: true, level: 2 })).toBeVisible();
    }
  },
  maplanding: async (page) => {
    const map = page.getByRole('img', { name: text('maplanding', 'mapLabel') });
    await expect(map).toBeVisible();
    await expect(map.getByText('Jij', { exact: true })).toBeVisible();
    await expect(map.locator('.map-pin')).toHaveCount(8);
  },
  socialnetwork: async (page) => {
    await expect(page.getByRole('heading', { name: 'Het laatste nieuws van leden' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reageren' })).toHaveCount(6);
    await expect(page.getByRole('complementary')).toContainText('Doe mee aan het gesprek');
  },
  transitionsvideolanding: async (page) => {
    await page.getByRole('button', { name: 'Animatie pauzeren' }).click();
    await expect(page.getByRole('button', { name: 'Animatie afspelen' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Een date', level: 2 })).toBeAttached();
  },
  video: async (page) => {
    await expect(page.getByText('Live', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Start: meld je aan' }).click();
    await expect(page.getByRole('dialog', { name: 'Aanmelden' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Sluiten' }).click();
  },
};

test('each lander has its own design, title, description and a way to sign up; no two show the same content', async ({ page }) => {
  test.setTimeout(180_000);
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  const seen = new Map<string, string>();
  for (const lander of Object.keys(DISTINCT)) {
    await page.setViewportSize(SIZES[1]);
    await page.goto(`/landers/${lander}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(text(lander, 'headline').replace('{{place}}', 'bij jou in de buurt'));
    await expect(page).toHaveTitle(new RegExp(`^${text(lander, 'title').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text(lander, 'description'));
    await expect(main.getByRole('heading', { name: nl.signup.title, level: 2 })).toBeVisible();
    await expect(main.getByRole('button', { name: nl.signup.button }).last()).toBeVisible();
    await expect(main).not.toContainText('{{');
    await page.waitForLoadState('networkidle');
    // The main content's words and its elements' structure: two landers that share either fail here.
    const content = await main.evaluate((el) => {
      const shape = [...el.querySelectorAll('*')].map((n) => n.tagName).join(',');
      return `${(el as HTMLElement).innerText}\n${shape}`;
    });
    for (const [other, otherContent] of seen) expect(content, `${lander} shows the same as ${other}`).not.toBe(otherContent);
    const [words] = content.split('\n').slice(0, 1);
    for (const [other, otherContent] of seen) expect(otherContent.startsWith(words ?? ''), `${lander} starts like ${other}`).toBe(false);
    seen.set(lander, content);
    if (SHOTS) {
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.screenshot({ path: `${SHOTS}/lander-${lander}-${size.width}.png`, fullPage: true });
      }
    }
    await DISTINCT[lander]!(page);
  }
  expect(seen.size).toBe(11);
});

test('a slug selects the country or the interest; an unknown slug shows the lander as it is', async ({ page }) => {
  await page.goto('/landers/gallery/de');
  await expect(page.getByText('Regio: Duitsland')).toBeVisible();
  const german = await page.request.get('/api/lander-members.php?country=DE&count=6');
  const { profiles } = (await german.json()) as { profiles: { country: string }[] };
  expect(profiles.length).toBe(6);
  expect(profiles.every((p) => p.country === 'DE')).toBe(true);

  await page.goto('/landers/iconslanding/travelling');
  await expect(page.getByText(/^Hou je van .+\? Veel leden delen die interesse\.$/)).toBeVisible();

  await page.goto('/landers/maplanding/no-such-variant');
  await expect(page.getByRole('heading', { level: 1, name: text('maplanding', 'headline') })).toBeVisible();
  await expect(page.getByText(/^Regio:/)).toHaveCount(0);

  expect((await page.request.get('/api/lander-members.php?count=99')).status()).toBe(400);
  const unknown = await page.goto('/landers/nosuchlander');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' })).toBeVisible();
});

test('a signup from a lander stores the tracking record of its landing URL on the new member', async ({ page }) => {
  await page.goto('/landers/video?network=e2e-network&ref=lander-test&sub1=hero&sub2=nl&sub3=v1');
  await page.getByRole('button', { name: 'Start: meld je aan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aanmelden' });
  await expect(dialog).toBeVisible();
  const email = uniqueEmail('lander');
  await fillSignupUntilCredentials(page, `Lander${Math.floor(Math.random() * 1e5)}`);
  await dialog.getByLabel('E-mailadres').fill(email);
  await dialog.getByLabel('Wachtwoord', { exact: true }).fill('lander-wachtwoord-2026');
  await dialog.getByRole('button', { name: 'Volgende' }).click();
  await dialog.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await dialog.getByRole('checkbox', { name: /privacybeleid/ }).check();
  await dialog.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/aanmelden-voltooien$/);

  const exported = (await (await page.request.get('/api/data-export.php')).json()) as { tracking: unknown };
  expect(exported.tracking).toEqual({ network: 'e2e-network', ref: 'lander-test', sub1: 'hero', sub2: 'nl', sub3: 'v1', campaign: null });
});

test('a logged-in member opening a lander is sent on to the members area', async ({ page }) => {
  await signUpMember(page, 'lander-member');
  await page.goto('/landers/tinderswipe');
  await expect(page).toHaveURL(/\/leden$/);
  await page.goto('/landers/collagelanding/nl');
  await expect(page).toHaveURL(/\/leden$/);
});

test('a campaign short link sets the tracking record and opens its lander; an unknown token is a 404', async ({ page, context }) => {
  const response = await page.goto('/nachtfr');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/landers\/alonetonight\/fr$/);
  await expect(page.getByText('Regio: Frankrijk')).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'trafficsource');
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ network: 'demo-native', ref: 'night-owls', sub1: 'feed', sub2: 'mobile', sub3: 'v2', campaign: 'nachtfr' });
  expect(cookie!.httpOnly).toBe(true);

  // The lander's own settings call does not undo the link's record, and signup would read it (the test above).
  await page.reload();
  const again = (await context.cookies()).find((c) => c.name === 'trafficsource');
  expect(JSON.parse(decodeURIComponent(again!.value))).toMatchObject({ network: 'demo-native' });

  const unknown = await page.goto('/onbekend2026');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Deze pagina kon niet worden gevonden' })).toBeVisible();
  // A page's own path is never taken for a token.
  expect((await page.goto('/premium'))?.status()).toBe(200);
});

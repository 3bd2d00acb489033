import { expect, test } from './fixtures';

// Issue 17, decision 075: a public page's first screen is in the HTML the server sends a visitor, so its text and
// largest photo paint before the app's code has run; the app's first render then takes over the same screen.

test.describe('without any script', () => {
  test.use({ javaScriptEnabled: false });

  test("the members page and a profile are in the visitor's HTML, in the visitor's language, inert until the app runs", async ({ page, context, baseURL }) => {
    await page.goto('/leden');
    const screen = page.locator('#root[inert][aria-hidden="true"]');
    await expect(screen.locator('h1')).toHaveText('Leden zoeken');
    // Every card of the first page, with its name (members who signed up in other tests may have no photo yet).
    const cards = screen.locator('li.member-card');
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(cards.first().locator('.member-card-name')).toHaveText(/\S+, \d+$/);

    // A member with a main photo, as the directory finds them: their profile has their name as its heading and the
    // photo, loaded, before any script.
    let shown: { id: number; name: string } | undefined;
    for (let pageNumber = 1; !shown && pageNumber <= 40; pageNumber++) {
      const answer = await page.request.get(`/api/search.php?pageNumber=${pageNumber}&perPage=24`);
      const found = (await answer.json()) as { profiles: { id: number; name: string; main_image: unknown }[] };
      shown = found.profiles.find((card) => card.main_image);
    }
    expect(shown).toBeDefined();
    await page.goto(`/leden/${shown!.id}`);
    await expect(screen.locator('h1')).toContainText(shown!.name);
    const photo = screen.locator('img').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // A German visitor gets the German page.
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
    await page.goto('/mitglieder');
    await expect(screen.locator('h1')).toHaveText('Mitglieder suchen');
  });
});

test('the app takes over the same screen, its very elements: usable, nothing in the console, and a card opens its profile', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  // The server's heading, kept before any of the app's code runs: the app must hydrate it, not draw a copy.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { served?: Element | null }).served = document.querySelector('#root h1');
    });
  });
  const html = await (await page.request.get('/leden')).text();
  const served = [...html.matchAll(/class="member-card-link" href="(\/leden\/\d+)"/g)].map((match) => match[1]);
  expect(served.length).toBeGreaterThan(1);

  await page.goto('/leden');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('#root')).not.toHaveAttribute('aria-hidden');
  await expect(page.getByRole('heading', { level: 1, name: 'Leden zoeken' })).toBeVisible();
  expect(await page.evaluate(() => (window as { served?: Element | null }).served === document.querySelector('#root h1'))).toBe(true);
  const results = page.getByRole('region', { name: 'Zoekresultaten' });
  const links = results.getByRole('link');
  await expect(links.first()).toHaveAttribute('href', served[0]!);

  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${served[0]}$`));
  // A navigation inside the app (it carries the search along): the way back names the results.
  await expect(page.getByRole('link', { name: 'Terug naar de zoekresultaten' })).toBeVisible();
  expect(problems).toEqual([]);
});

import { expect, test } from './fixtures';

// Words that give Dutch text away and appear in no English or German sentence of the home page.
const DUTCH = /\b(je|jij|jouw|leden|bij|gratis|aanmelden|daten|zoek|buurt|een|het)\b/i;

const HOMES = [
  { locale: 'en', title: 'Amora – dating and chatting with members near you' },
  { locale: 'de', title: 'Amora – Dating und Chat mit Mitgliedern in deiner Nähe' },
] as const;

for (const home of HOMES) {
  test(`the home page in ${home.locale} has its title and description in that language and no Dutch text`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: home.locale, url: baseURL! }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: home.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(home.title.split(' – ')[1]!));
    const text = await page.locator('body').innerText();
    expect(text.match(DUTCH), 'Dutch words on the page').toBeNull();
    expect(await page.title()).not.toMatch(DUTCH);
  });
}

test('the Dutch home page keeps the site’s own Dutch title', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /daten en chatten/ })).toBeVisible();
});

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activeMember, likeByApi, takeAutoLike } from './likes-helpers';
import { findOnPages, MEMBER_PAGES, memberWithSomeoneToSee, PUBLIC_PAGES } from './main-pages';

// axe-core on every main page at a phone's and a desktop's width (issue 17): any violation fails the test, and so
// does a page wider than the screen.
const SIZES = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The violations axe finds on the page as it is now, one line each (rule, impact, first elements). */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** A page wider than the screen (something runs off it sideways, so the member has to scroll across), as a line. */
async function overflow(page: Page): Promise<string[]> {
  const { wide, screen } = await page.evaluate(() => ({ wide: document.documentElement.scrollWidth, screen: window.innerWidth }));
  return wide > screen ? [`horizontal overflow: the page is ${wide} px wide on a ${screen} px screen`] : [];
}

/** What axe finds, and a page that does not fit the screen's width. */
const problems = async (page: Page) => [...(await violations(page)), ...(await overflow(page))];

// Many pages per test, on a shared machine.
test.describe.configure({ timeout: 300_000 });

for (const size of SIZES) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the public pages have no accessibility violations and fit the screen', async ({ page }) => {
      expect(await findOnPages(page, PUBLIC_PAGES, problems)).toEqual({});
    });

    test("a member's pages have no accessibility violations and fit the screen", async ({ page, playwright, baseURL }) => {
      const her = await memberWithSomeoneToSee(page, playwright, baseURL);
      expect(await findOnPages(page, MEMBER_PAGES(her.id), problems)).toEqual({});
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the closed menu button shows how many unread messages and new likes there are', async ({ page, playwright, baseURL }) => {
    const me = await activeMember(page.request, { prefix: 'menu-me' });
    const other = await playwright.request.newContext({ baseURL });
    await activeMember(other, { prefix: 'menu-fan', name: 'Lotte', gender: 'female' });
    await likeByApi(other, me.id);
    await other.dispose();
    await takeAutoLike(page.request);
    const likes = (await (await page.request.get('/api/likes.php')).json()) as { new_likes: number };

    await page.goto('/leden');
    const menu = page.getByRole('button', { name: `Menu, ${likes.new_likes} nieuw` });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.getByText(String(likes.new_likes), { exact: true })).toBeVisible();
    if (process.env.E2E_SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS_DIR}/menu-count-phone.png` });
    // Opened, the menu shows the likes with their own count.
    await menu.click();
    await expect(page.getByRole('link', { name: new RegExp(`^Likes ${likes.new_likes} nieuwe like`) })).toBeVisible();
  });
});

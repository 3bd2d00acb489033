import { expect, test } from './fixtures';
import { adminSignIn, staffPage } from './console-helpers';

// Every section of the console on a phone (375 px), as the demo admin sees it with the demo data: nothing runs
// off the screen sideways, so nobody has to scroll across to reach a button or a column.
const SECTIONS = [
  '/console/',
  '/console/queue',
  '/console/figures',
  '/console/audit',
  '/console/photos',
  '/console/campaigns',
  '/console/campaigns/links',
  '/console/fictional',
  '/console/fictional/new',
  '/console/codes',
  '/console/packages',
  '/console/settings',
  '/console/credits',
  '/console/payments',
  '/console/staff',
  '/console/complaints',
  '/console/members',
];

test('every console section fits a 375 px screen', async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await staffPage(browser);
  await adminSignIn(page);
  await page.setViewportSize({ width: 375, height: 800 });
  const tooWide: Record<string, number> = {};
  for (const path of SECTIONS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    if (wide > 375) tooWide[path] = wide;
    if (process.env.E2E_SCREENSHOTS === '1') await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots'}/console-phone${path.replace(/\//g, '-')}.png`, fullPage: true });
  }
  expect(tooWide).toEqual({});
  await context.close();
});

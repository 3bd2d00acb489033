import { mkdirSync } from 'node:fs';
import { demoStaffSignIn, staffPage } from './console-helpers';
import { expect, test } from './fixtures';
import { activateByMail, signUpByApi } from './members-helpers';

// Issue 14, a hidden profile shown again: a moderator hides a reported member's profile from a
// complaint, so other members no longer find her; then, on the member's page in the console, the
// moderator shows it again (with a reason for the audit log), and she is back in the members' search.
// Screenshots at 1280 px and 375 px.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

test('a moderator hides a reported profile and shows it again; the member is back in search', async ({ page, browser }) => {
  test.setTimeout(120_000);
  mkdirSync(DIR, { recursive: true });
  const reported = await signUpByApi(page.request, { prefix: 'unhide', gender: 'female' });
  await activateByMail(page.request, reported.email);

  // Another member (this page) reports her, and finds her in the search (newest first).
  await page.context().clearCookies();
  const viewer = await signUpByApi(page.request, { prefix: 'unhide-viewer', gender: 'male' });
  await activateByMail(page.request, viewer.email);
  const filed = await page.request.post('/api/complaints.php', { data: { category: 'fake_profile', text: 'Her photos look like a model.', profile_id: reported.id } });
  expect(filed.status(), await filed.text()).toBe(200);
  const herLink = page.locator(`a[href="/leden/${reported.id}"]`);
  const searchForHer = async () => {
    await page.goto('/leden?gender=female&country=NL');
    await expect(page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first()).toBeVisible();
  };
  await searchForHer();
  await expect(herLink).toHaveCount(1);

  // The moderator hides her profile from the complaint.
  const { context, page: moderator } = await staffPage(browser);
  await demoStaffSignIn(moderator, 'moderator');
  await moderator.goto('/console/complaints');
  await moderator.getByRole('row').filter({ hasText: `${reported.name} (${reported.id})` }).getByRole('link').click();
  await moderator.getByRole('button', { name: 'Take this complaint' }).click();
  await expect(moderator.getByText(/taken by moderator@demo\.local/)).toBeVisible();
  await moderator.getByRole('button', { name: 'Hide profile' }).click();
  await expect(moderator.getByText(/Closed · profile hidden/)).toBeVisible();
  await searchForHer();
  await expect(herLink).toHaveCount(0);

  // On her page in the console, the moderator shows the profile again.
  await moderator.goto(`/console/members/${reported.id}`);
  const visibility = moderator.getByRole('region', { name: 'Visibility' });
  await expect(visibility).toContainText('Profile hidden by a moderator since');
  const form = visibility.getByRole('form', { name: 'Show the profile again' });
  await form.getByLabel('Why the profile is shown again (optional, staff only)').fill('Photos checked: they are her own.');
  await moderator.screenshot({ path: `${DIR}/console-unhide-1280.png`, fullPage: true });
  await moderator.setViewportSize({ width: 375, height: 800 });
  await visibility.scrollIntoViewIfNeeded();
  await moderator.screenshot({ path: `${DIR}/console-unhide-375.png` });
  await moderator.setViewportSize({ width: 1280, height: 900 });
  await form.getByRole('button', { name: 'Show profile again' }).click();
  await expect(visibility.getByRole('status')).toHaveText('The profile is shown again: it is back in search, likes and the swipe game.');
  await expect(visibility).toContainText('Not hidden');
  await expect(moderator.getByRole('heading', { level: 1 })).not.toContainText('Profile hidden');

  // She is back in the members' search, and her profile opens.
  await searchForHer();
  await expect(herLink).toHaveCount(1);
  await herLink.click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(reported.name) })).toBeVisible();
  await context.close();
});

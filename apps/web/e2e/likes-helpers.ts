import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { SITE_ENTRY_STORAGE_KEY } from './fixtures';
import { activateByMail, signUpByApi, type ApiMember } from './members-helpers';

/** A fresh, activated member whose session lives in `request` (so others can like them). */
export async function activeMember(
  request: APIRequestContext,
  details: { prefix: string; name?: string; gender?: 'male' | 'female' },
): Promise<ApiMember> {
  const member = await signUpByApi(request, details);
  await activateByMail(request, member.email);
  return member;
}

/** Likes a member through the API (POST /api/like.php); answers whether it made a match. */
export async function likeByApi(request: APIRequestContext, profileId: number): Promise<boolean> {
  const response = await request.post('/api/like.php', { data: { profile_id: profileId } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { match: boolean }).match;
}

/**
 * Uses up the day's auto-like (GET /api/auto-like.php) before the page does, so counts are known:
 * answers 1 when a chat-pal liked the member now, else 0.
 */
export async function takeAutoLike(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/auto-like.php');
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { profile: unknown }).profile ? 1 : 0;
}

/** The likes left today and the swipe cards, as GET /api/swipe.php answers them. */
export async function swipeStateByApi(request: APIRequestContext): Promise<{ candidates: { id: number }[]; likes_left: number }> {
  const response = await request.get('/api/swipe.php');
  expect(response.status()).toBe(200);
  return (await response.json()) as { candidates: { id: number }[]; likes_left: number };
}

/** A second browser (its own cookies), with the entry warning already dismissed like the test's page. */
export async function secondBrowserPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), SITE_ENTRY_STORAGE_KEY);
  return context.newPage();
}

/** "1 nieuwe like" / "3 nieuwe likes": the badge text screen readers get next to "Likes". */
export function newLikesLabel(count: number): string {
  return `${count} nieuwe ${count === 1 ? 'like' : 'likes'}`;
}

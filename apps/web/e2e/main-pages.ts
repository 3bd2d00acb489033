import type { Page, PlaywrightWorkerArgs } from '@playwright/test';
import { expect } from './fixtures';
import { activeMember } from './likes-helpers';
import { signUpByApi, type ApiMember } from './members-helpers';

/** The main pages a visitor sees (issue 17), in Dutch: home, landers, log in, sign up, prices, legal pages. */
export const PUBLIC_PAGES = ['/', '/landers/adultonly', '/landers/video', '/inloggen', '/aanmelden', '/prijzen', '/pages/terms', '/pages/privacy', '/pages/cookies', '/pages/faq'];

/** The main pages of a member: members, a profile, chats, likes, credits, account, notifications. */
export const MEMBER_PAGES = (profileId: number) => ['/leden', `/leden/${profileId}`, '/gesprekken', '/likes', '/credits', '/profiel', '/meldingen'];

/** Opens a page and waits until it has drawn its heading and stopped loading. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Opens each page in turn and answers what `find` found on it, by path (the pages where it found nothing left out). */
export async function findOnPages(page: Page, paths: string[], find: (page: Page) => Promise<string[]>): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await open(page, path);
    const list = await find(page);
    if (list.length) found[path] = list;
  }
  return found;
}

/** Logs the page in as a new member and answers another (active) member whose profile can be opened. */
export async function memberWithSomeoneToSee(page: Page, playwright: PlaywrightWorkerArgs['playwright'], baseURL: string | undefined): Promise<ApiMember> {
  const other = await playwright.request.newContext({ baseURL });
  const her = await activeMember(other, { prefix: 'pages-her', name: 'Femke', gender: 'female' });
  await other.dispose();
  await signUpByApi(page.request, { prefix: 'pages-me' });
  return her;
}

import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, SITE_ENTRY_STORAGE_KEY, test } from './fixtures';
import { activateByMail, makePng, signUpByApi, type ApiMember } from './members-helpers';

/** A second member in their own browser context (own cookies), past the entry warning. */
async function secondBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), SITE_ENTRY_STORAGE_KEY);
  return context.newPage();
}

async function activeMember(request: APIRequestContext, gender: 'male' | 'female', prefix: string): Promise<ApiMember> {
  const member = await signUpByApi(request, { gender, prefix });
  await activateByMail(request, member.email);
  return member;
}

const messagesWith = (page: Page, name: string) => page.getByRole('list', { name: `Berichten met ${name}` });

test('a member starts a chat from a profile, the other sees it arrive, answers, and the credits drop', async ({ page, browser }) => {
  const a = await activeMember(page.request, 'male', 'chat-a');
  const pageB = await secondBrowser(browser);
  const b = await activeMember(pageB.request, 'female', 'chat-b');

  // B has the chats open before anything was sent. The title counts unread messages plus new likes
  // (B may already have a like, e.g. from a chat-pal profile).
  await pageB.goto('/gesprekken');
  await expect(pageB.getByText('Je hebt nog geen gesprekken.', { exact: false })).toBeVisible();
  await expect(pageB.getByRole('navigation').getByRole('link', { name: /ongelezen/ })).toHaveCount(0);
  const titleCount = async () => Number(/^\((\d+)\)/.exec(await pageB.title())?.[1] ?? 0);
  // A chat-pal's like may arrive at any moment: the title is compared with the server's totals of that moment.
  const totals = async () => ((await (await pageB.request.get('/api/chats.php')).json()) as { totals: { unread_messages: number; new_likes: number } }).totals;
  const titleMinusLikes = async () => (await titleCount()) - (await totals()).new_likes;
  await expect.poll(titleMinusLikes).toBe(0);

  // A: the profile, then Chatten.
  await page.goto(`/leden/${b.id}`);
  await page.getByRole('link', { name: 'Chatten' }).click();
  await expect(page).toHaveURL(new RegExp(`/leden/${b.id}/chat$`));
  await expect(page.getByRole('heading', { level: 1, name: b.name })).toBeVisible();
  await expect(page.getByRole('link', { name: '10 credits' })).toBeVisible();
  const composer = page.getByLabel(`Je bericht aan ${b.name}`);
  await composer.fill('Hoi! Zin in een praatje?');
  await expect(page.getByText('24 / 1000 tekens')).toBeVisible();
  await composer.press('Enter');
  await expect(messagesWith(page, b.name).getByText('Hoi! Zin in een praatje?')).toBeVisible();
  await expect(page.getByRole('link', { name: '9 credits' })).toBeVisible();
  await expect(composer).toHaveValue('');

  // B: the conversation shows up with an unread badge, without reloading (realtime socket).
  const listB = pageB.getByRole('list', { name: 'Gesprekken' });
  const chatA = listB.getByRole('link', { name: new RegExp(a.name) });
  await expect(chatA).toBeVisible();
  await expect(chatA).toContainText('1 ongelezen bericht');
  await expect(chatA).toContainText('Hoi! Zin in een praatje?');
  // The badge in the navigation and the count in the title, also without a reload.
  await expect.poll(titleMinusLikes).toBe(1);
  await expect(pageB.getByRole('navigation').getByRole('link', { name: /1 ongelezen bericht/ }).first()).toBeVisible();

  // B opens it and answers; the badge is gone.
  await chatA.click();
  await expect(pageB).toHaveURL(/\/gesprekken\/\d+$/);
  await expect(messagesWith(pageB, a.name).getByText('Hoi! Zin in een praatje?')).toBeVisible();
  await expect(pageB.getByRole('link', { name: new RegExp(a.name) }).first()).not.toContainText('ongelezen');
  await expect.poll(titleMinusLikes).toBe(0);
  await expect(pageB.getByRole('navigation').getByRole('link', { name: /ongelezen/ })).toHaveCount(0);

  // A sees B typing, then B's answer arrive without a reload.
  const answer = pageB.getByLabel(`Je bericht aan ${a.name}`);
  await answer.fill('Graag!');
  await expect(page.getByText(`${b.name} is aan het typen…`)).toBeVisible();
  await answer.press('Shift+Enter');
  await answer.pressSequentially('Hoe gaat het?');
  await expect(answer).toHaveValue('Graag!\nHoe gaat het?');
  await pageB.getByRole('button', { name: 'Versturen' }).click();
  await expect(messagesWith(pageB, a.name).getByText(/Graag!\s+Hoe gaat het\?/)).toBeVisible();
  await expect(messagesWith(page, b.name).getByText(/Graag!\s+Hoe gaat het\?/)).toBeVisible();
  await expect(pageB.getByRole('link', { name: '9 credits' })).toBeVisible();

  // A's next message appears in B's open conversation without a reload.
  await composer.fill('Prima, en met jou?');
  await composer.press('Enter');
  await expect(messagesWith(pageB, a.name).getByText('Prima, en met jou?')).toBeVisible();
  await expect(page.getByRole('link', { name: '8 credits' })).toBeVisible();

  // After a reload everything is still there, in order.
  await page.reload();
  await expect(messagesWith(page, b.name).getByRole('listitem')).toHaveCount(3);
  await pageB.context().close();
});

test('without enough credits a message is refused with a buy button and nothing is sent', async ({ page, browser }) => {
  await activeMember(page.request, 'male', 'chat-poor');
  const other = await browser.newContext();
  const target = await activeMember(other.request, 'female', 'chat-target');
  await other.close();

  // Two gifts of 5 credits use up the 10 signup credits.
  const { gifts } = (await (await page.request.get('/api/gifts.php')).json()) as { gifts: { id: number; credits: number }[] };
  const gift = gifts[0]!;
  expect(gift.credits).toBe(5);
  for (let i = 0; i < 2; i++) {
    const sent = await page.request.post('/api/gift.php', { data: { profile_id: target.id, gift_id: gift.id } });
    expect(sent.status(), await sent.text()).toBe(200);
  }

  await page.goto(`/leden/${target.id}/chat`);
  const messages = messagesWith(page, target.name);
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('link', { name: '0 credits' })).toBeVisible();
  const composer = page.getByLabel(`Je bericht aan ${target.name}`);
  await composer.fill('Ben je er nog?');
  await composer.press('Enter');
  const error = page.getByRole('alert').filter({ hasText: /credits/i });
  await expect(error).toBeVisible();
  // A concrete bundle with its price (the tryout for a free member), and every package.
  await expect(error.getByRole('link', { name: '10 credits kopen voor € 3,95' })).toHaveAttribute('href', /^\/credits\/\d+$/);
  await expect(error.getByRole('link', { name: 'Alle pakketten' })).toHaveAttribute('href', '/credits');
  await expect(messages.getByRole('listitem')).toHaveCount(2);
  await expect(messages.getByText('Ben je er nog?')).toHaveCount(0);
  await expect(composer).toHaveValue('Ben je er nog?');

  // Also after a reload: nothing was sent.
  await page.reload();
  await expect(messagesWith(page, target.name).getByRole('listitem')).toHaveCount(2);
});

test('deleting a chat takes it out of the list', async ({ page, browser }) => {
  await activeMember(page.request, 'male', 'chat-del');
  const other = await browser.newContext();
  const first = await activeMember(other.request, 'female', 'chat-del-1');
  await other.clearCookies();
  const second = await activeMember(other.request, 'female', 'chat-del-2');
  await other.close();
  for (const target of [first, second]) {
    const sent = await page.request.post('/api/messages.php', { data: { profile_id: target.id, body: `Hallo ${target.name}` } });
    expect(sent.status(), await sent.text()).toBe(200);
  }

  await page.goto('/gesprekken');
  const list = page.getByRole('list', { name: 'Gesprekken' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // The newest conversation first.
  await expect(list.getByRole('listitem').first()).toContainText(second.name);
  await list.getByRole('button', { name: `Gesprek met ${first.name} verwijderen` }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText(first.name)).toHaveCount(0);

  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText(second.name);

  // "Delete all with this member" from the conversation goes back to an empty list.
  await list.getByRole('link', { name: new RegExp(second.name) }).click();
  await page.getByRole('button', { name: `Alle gesprekken met ${second.name} verwijderen` }).click();
  await expect(page).toHaveURL(/\/gesprekken$/);
  await expect(page.getByText('Je hebt nog geen gesprekken.', { exact: false })).toBeVisible();
});

test('a photo sent in chat arrives blurred and is unlocked for photo credits', async ({ page, browser }) => {
  const a = await activeMember(page.request, 'male', 'chat-photo-a');
  const pageB = await secondBrowser(browser);
  const b = await activeMember(pageB.request, 'female', 'chat-photo-b');
  await pageB.goto('/gesprekken');

  await page.goto(`/leden/${b.id}/chat`);
  await expect(page.getByRole('heading', { level: 1, name: b.name })).toBeVisible();
  await page.getByLabel(`Kies een foto om naar ${b.name} te sturen`).setInputFiles({ name: 'zon.png', mimeType: 'image/png', buffer: makePng(240) });
  await expect(messagesWith(page, b.name).getByRole('img', { name: 'Jouw foto' })).toBeVisible();
  await expect(page.getByRole('link', { name: '9 credits' })).toBeVisible();

  // B: the chat arrives live, the photo is blurred with an unlock button.
  const chatA = pageB.getByRole('list', { name: 'Gesprekken' }).getByRole('link', { name: new RegExp(a.name) });
  await expect(chatA).toContainText('Foto ontvangen');
  await chatA.click();
  const locked = messagesWith(pageB, a.name).getByRole('img', { name: `Vervaagde foto van ${a.name}` });
  await expect(locked).toBeVisible();
  const unlock = pageB.getByRole('button', { name: 'Foto bekijken voor 2 credits' });
  await unlock.click();
  await expect(messagesWith(pageB, a.name).getByRole('img', { name: `Foto van ${a.name}` })).toBeVisible();
  await expect(unlock).toHaveCount(0);
  await expect(pageB.getByRole('link', { name: '8 credits' })).toBeVisible();
  // The picture is the sharp one A sent: the same address A's page shows.
  const mine = await messagesWith(page, b.name).getByRole('img', { name: 'Jouw foto' }).getAttribute('src');
  await expect(messagesWith(pageB, a.name).getByRole('img', { name: `Foto van ${a.name}` })).toHaveAttribute('src', mine!);

  // Unlocked stays unlocked after a reload, and nothing more was charged.
  await pageB.reload();
  await expect(messagesWith(pageB, a.name).getByRole('img', { name: `Foto van ${a.name}` })).toBeVisible();
  await expect(pageB.getByRole('link', { name: '8 credits' })).toBeVisible();
  await pageB.context().close();
});

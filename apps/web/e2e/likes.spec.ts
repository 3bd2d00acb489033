import { expect, logIn, test } from './fixtures';
import { activeMember, likeByApi, newLikesLabel, secondBrowserPage, swipeStateByApi, takeAutoLike } from './likes-helpers';
import { signUpByApi } from './members-helpers';

test('two members like each other and the second sees "New like!"', async ({ page, browser, playwright, baseURL }) => {
  const setup = await playwright.request.newContext({ baseURL });
  const bente = await activeMember(setup, { prefix: 'bente', name: 'Bente', gender: 'female' });
  await setup.dispose();
  const arend = await activeMember(page.request, { prefix: 'arend', name: 'Arend' });

  // Arend likes Bente on her profile.
  await page.goto(`/leden/${bente.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Bente, \d+$/ })).toBeVisible();
  const like = page.getByRole('button', { name: 'Liken', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Je vindt Bente leuk.' })).toBeVisible();

  // Bente logs in in her own browser, sees that Arend likes her and likes him back.
  const pageB = await secondBrowserPage(browser, baseURL);
  await logIn(pageB, bente.email, bente.password);
  await pageB.goto(`/leden/${arend.id}`);
  await expect(pageB.getByText('Arend vindt jou leuk. Like terug en het is een match!')).toBeVisible();
  await pageB.getByRole('button', { name: 'Liken', exact: true }).click();

  const dialog = pageB.getByRole('dialog', { name: 'Nieuwe like!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Jij en Arend vinden elkaar leuk. Zeg eens hallo!')).toBeVisible();
  // The dialog takes the focus, on its first action.
  await expect(dialog.getByRole('link', { name: 'Stuur een bericht' })).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'Stuur een bericht' })).toHaveAttribute('href', `/leden/${arend.id}/chat`);
  const seen = pageB.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/api/like.php'));
  await dialog.getByRole('button', { name: 'Verder kijken' }).click();
  await expect(dialog).toBeHidden();
  expect((await seen).postDataJSON()).toEqual({ profile_id: arend.id, match_seen: true });
  await expect(pageB.getByText('Het is een match: jij en Arend vinden elkaar leuk.')).toBeVisible();

  // Seen stays seen: after a reload the likes are there, the modal is not.
  await pageB.reload();
  await expect(pageB.getByText('Het is een match: jij en Arend vinden elkaar leuk.')).toBeVisible();
  await expect(pageB.getByRole('dialog', { name: 'Nieuwe like!' })).toHaveCount(0);
  await pageB.context().close();

  // Arend has not seen the match yet: it greets him on his next page, a backdrop click closes it.
  await page.goto('/likes/mutual');
  const his = page.getByRole('dialog', { name: 'Nieuwe like!' });
  await expect(his.getByText('Jij en Bente vinden elkaar leuk. Zeg eens hallo!')).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(his).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Matches (1)', selected: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Bente, \d+/ })).toBeVisible();
});

test('the swipe game stops at the fifth like with a countdown', async ({ page }) => {
  await signUpByApi(page.request, { prefix: 'swipe' });
  await page.goto('/swipe-game');
  await expect(page.getByRole('heading', { level: 1, name: 'Swipespel' })).toBeVisible();
  const left = page.getByRole('status').filter({ hasText: /vandaag/ });
  await expect(left).toHaveText('Nog 4 likes vandaag');
  await expect(page.getByText('Tip: druk op → om te liken en op ← om over te slaan, of swipe de kaart.')).toBeVisible();
  const deck = page.getByRole('region', { name: 'Profielen om te swipen' });
  const card = deck.getByRole('heading', { level: 3 });

  // The left arrow passes: another card, no like used.
  const first = await card.textContent();
  await page.keyboard.press('ArrowLeft');
  await expect(card).not.toHaveText(first!);
  await expect(left).toHaveText('Nog 4 likes vandaag');

  // A drag: a short one puts the card back, one past the threshold to the left passes it.
  const drag = async (dx: number) => {
    const box = (await deck.getByRole('article').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
  };
  const second = await card.textContent();
  await drag(-60);
  await expect(card).toHaveText(second!);
  await drag(-160);
  await expect(card).not.toHaveText(second!);
  await expect(left).toHaveText('Nog 4 likes vandaag');

  const like = page.getByRole('button', { name: 'Liken', exact: true });
  for (const text of ['Nog 3 likes vandaag', 'Nog 2 likes vandaag', 'Nog 1 like vandaag']) {
    const before = await card.textContent();
    await like.click();
    await expect(left).toHaveText(text);
    await expect(card).not.toHaveText(before!);
  }
  await like.click();

  // The fifth like is not possible: a countdown to tomorrow's likes instead of the cards.
  await expect(left).toHaveText('Je likes voor vandaag zijn op');
  await expect(page.getByRole('heading', { name: 'Je likes voor vandaag zijn op' })).toBeVisible();
  const timer = page.getByRole('timer', { name: 'Nieuwe likes over' });
  await expect(timer).toHaveText(/^\d{2}:[0-5]\d:[0-5]\d$/);
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown!, { timeout: 3_000 });
  await expect(like).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  expect((await swipeStateByApi(page.request)).likes_left).toBe(0);
});

test('a fifth like after likes in another tab gets the countdown from the server', async ({ page }) => {
  await signUpByApi(page.request, { prefix: 'swipe429' });
  await page.goto('/swipe-game');
  const left = page.getByRole('status').filter({ hasText: /vandaag/ });
  await expect(left).toHaveText('Nog 4 likes vandaag');

  // Four likes elsewhere; this page still thinks there are four left.
  const { candidates } = await swipeStateByApi(page.request);
  for (const candidate of candidates.slice(-4)) {
    const response = await page.request.post('/api/swipe.php', { data: { profile_id: candidate.id, action: 'like' } });
    expect(response.status()).toBe(200);
  }
  const answer = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/swipe.php'));
  await page.getByRole('button', { name: 'Liken', exact: true }).click();
  expect((await answer).status()).toBe(429);
  await expect(page.getByRole('timer', { name: 'Nieuwe likes over' })).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expect(page.getByRole('button', { name: 'Liken', exact: true })).toHaveCount(0);
});

test('a received like shows as new on the likes page, in the navigation badge and in the title', async ({ page, playwright, baseURL }) => {
  const noor = await activeMember(page.request, { prefix: 'noor', name: 'Noor', gender: 'female' });
  const autoLikes = await takeAutoLike(page.request);
  const setup = await playwright.request.newContext({ baseURL });
  const floris = await activeMember(setup, { prefix: 'floris', name: 'Floris' });
  await likeByApi(setup, noor.id);
  await setup.dispose();
  const count = 1 + autoLikes;

  await page.goto('/likes');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: `Likes ${newLikesLabel(count)}` })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^\\(${count}\\) Likes \\| `));
  await expect(page.getByRole('tab', { name: `Ontvangen (${count})`, selected: true })).toBeVisible();
  const card = page.getByRole('tabpanel').getByRole('link', { name: /Floris, \d+/ });
  await expect(card).toContainText('Nieuw');
  await expect(card).toContainText(/Vond je leuk op \d+ \w+ \d{4}/);

  // Opening the like clears "new": the badge and the title count one less.
  await card.click();
  await expect(page).toHaveURL(`/likes/m/${floris.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jij en Floris' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Floris vindt jou leuk. Like terug en het is een match.' })).toBeVisible();
  if (count === 1) {
    await expect(nav.getByRole('link', { name: 'Likes', exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/^Jij en Floris \| /);
  } else {
    await expect(nav.getByRole('link', { name: `Likes ${newLikesLabel(count - 1)}` })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^\\(${count - 1}\\) Jij en Floris \\| `));
  }

  // Liking back from here makes the match.
  await page.getByRole('button', { name: 'Liken', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe like!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Verder kijken' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Het is een match! Jullie vinden elkaar leuk.' })).toBeVisible();

  // The tabs work from the keyboard; each has its own address.
  await page.getByRole('link', { name: 'Terug naar je likes' }).click();
  await page.getByRole('tab', { name: /^Ontvangen/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL('/likes/given');
  await expect(page.getByRole('tab', { name: /^Gegeven/ })).toBeFocused();
  await page.keyboard.press('End');
  await expect(page).toHaveURL('/likes/mutual');
  await expect(page.getByRole('tab', { name: 'Matches (1)', selected: true })).toBeFocused();
  await expect(page.getByRole('tabpanel').getByRole('link', { name: /Floris, \d+/ })).toBeVisible();
});

test('the match finder asks three questions and suggests members, then leads on', async ({ page }) => {
  await page.goto('/match-zoeker');
  await expect(page.getByRole('heading', { level: 1, name: 'Matchzoeker' })).toBeVisible();
  await expect(page.getByText('Vraag 1 van 3')).toBeVisible();

  // Next without a choice says what is missing.
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByText('Kies een van de opties.')).toBeVisible();
  await page.getByRole('group', { name: 'Welke leeftijd heeft je voorkeur?' }).getByLabel('18 tot 35 jaar').check();
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(page.getByRole('heading', { name: 'Welke uitstraling spreekt je aan?' })).toBeFocused();
  await page.getByRole('group', { name: 'Welke uitstraling spreekt je aan?' }).getByLabel('Sexy').check();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('group', { name: 'Welke afkomst heeft je voorkeur?' }).getByLabel('Andere afkomst').check();
  await page.getByRole('button', { name: 'Toon mijn matches' }).click();

  await expect(page).toHaveURL('/match-zoeker?age=18-35&appearance=sexy&race=other');
  await expect(page.getByRole('heading', { name: 'Jouw matches' })).toBeFocused();
  await expect(page.getByText('Je koos: 18 tot 35 jaar, Sexy, Andere afkomst')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Jouw matches' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meld je gratis aan' }).last()).toHaveAttribute('href', '/aanmelden');

  // Changing the choices starts again with them filled in.
  await page.getByRole('button', { name: 'Keuzes aanpassen' }).click();
  await expect(page.getByRole('group', { name: 'Welke leeftijd heeft je voorkeur?' }).getByLabel('18 tot 35 jaar')).toBeChecked();

  // A member is offered the search with the age group instead.
  await signUpByApi(page.request, { prefix: 'finder' });
  await page.goto('/match-zoeker?age=35%2B&appearance=normal&race=white');
  await expect(page.getByRole('link', { name: 'Zoek meer leden' })).toHaveAttribute('href', '/leden?min_age=35');
});

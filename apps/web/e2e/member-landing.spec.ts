import type { Page } from '@playwright/test';
import { expect, fillSignupUntilCredentials, test, uniqueEmail } from './fixtures';
import { landingMember } from './member-landing-helpers';
import { signUpByApi } from './members-helpers';

async function mainText(page: Page): Promise<string> {
  return (await page.getByRole('main').innerText()).trim();
}

test('a visitor signs up from a member landing page and, after activating, lands in the conversation with that member', async ({ page, request }) => {
  const target = await landingMember(request, false);
  const email = uniqueEmail('landing');

  await page.goto(`/leden/${target.id}/landing`);
  await expect(page.getByRole('heading', { level: 1, name: `Zeg hallo tegen ${target.name}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${target.name}, ${target.age}` })).toBeVisible();
  await expect(page.getByText(`${target.city}, Nederland`).or(page.getByText(new RegExp(`^${target.city}, `))).first()).toBeVisible();
  await expect(page.getByRole('img', { name: `Foto van ${target.name}` })).toBeVisible();
  await page.getByRole('link', { name: `Stuur ${target.name} een bericht` }).click();

  await expect(page).toHaveURL(new RegExp(`/leden/${target.id}/aanmelden$`));
  await expect(page.getByText(`Je meldt je aan om met ${target.name} te chatten.`)).toBeVisible();
  await fillSignupUntilCredentials(page, `Bram${Math.floor(Math.random() * 10000)}`);
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('landing-wachtwoord-2026');
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('checkbox', { name: /algemene voorwaarden/ }).check();
  await page.getByRole('checkbox', { name: /privacybeleid/ }).check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL(/\/aanmelden-voltooien$/);

  await page.goto('/dev/outbox');
  await page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).first().getByRole('link').click();
  await page.getByRole('link', { name: 'Mijn e-mailadres bevestigen' }).click();

  // Straight into the chat with the member of the landing page, ready to write.
  await expect(page).toHaveURL(new RegExp(`/leden/${target.id}/chat$`));
  await expect(page.getByRole('heading', { name: new RegExp(target.name) }).first()).toBeVisible();
  await expect(page.getByRole('textbox').first()).toBeVisible();
});

test('the three member landings are three designs, in the visitor’s language; an unknown member is a 404', async ({ page, context, baseURL }) => {
  const target = await landingMember(context.request, true);
  await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);

  await page.goto(`/members/${target.id}/landing`);
  await expect(page).toHaveURL(new RegExp(`/mitglieder/${target.id}/landing$`));
  await expect(page.getByRole('heading', { level: 1, name: `Sag Hallo zu ${target.name}` })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Fiktives Profil' }).first()).toBeVisible();
  const spotlight = await mainText(page);

  await page.goto(`/mitglieder/${target.id}/landing2/sommer`);
  await expect(page.getByRole('heading', { level: 1, name: `Eine Nachricht von ${target.name}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${target.name}, ${target.age}` })).toBeVisible();
  const chat = await mainText(page);
  await page.getByRole('link', { name: `${target.name} antworten` }).click();
  await expect(page).toHaveURL(new RegExp(`/mitglieder/${target.id}/registrieren$`));
  await expect(page.getByText(`Du registrierst dich, um mit ${target.name} zu chatten.`)).toBeVisible();

  await page.goto(`/mitglieder/${target.id}/landing3`);
  await expect(page.getByRole('heading', { level: 1, name: `Lerne ${target.name} kennen` })).toBeVisible();
  const form = page.getByRole('region', { name: `Registrieren, um mit ${target.name} zu chatten` });
  await expect(form.getByRole('button', { name: 'Weiter' })).toBeVisible();
  const hero = await mainText(page);

  expect(new Set([spotlight, chat, hero]).size).toBe(3);

  // Landing 2 and 3 have the German members path too; another language's path is re-addressed.
  await page.goto(`/leden/${target.id}/landing2`);
  await expect(page).toHaveURL(new RegExp(`/mitglieder/${target.id}/landing2$`));

  for (const path of ['/mitglieder/987654321/landing', '/mitglieder/987654321/landing3/x', '/mitglieder/987654321/registrieren']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Diese Seite wurde nicht gefunden' })).toBeVisible();
  }
});

test('a visitor opening a chat or conversation link gets the site with a title and the choice to log in or sign up', async ({ page, request }) => {
  const member = await landingMember(request, false);

  await page.goto('/gesprekken/12345');
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Chatten met leden' })).toBeVisible();
  await expect(page).toHaveTitle(/Chatten met leden/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Inloggen' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Meld je gratis aan' })).toHaveAttribute('href', '/aanmelden');
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // From a member's chat link the signup is aimed at that member.
  await page.goto(`/leden/${member.id}/chat`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chatten met leden' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Meld je gratis aan' }).click();
  await expect(page).toHaveURL(new RegExp(`/leden/${member.id}/aanmelden$`));
  await expect(page.getByText(`Je meldt je aan om met ${member.name} te chatten.`)).toBeVisible();
});

test('after signing up, the matches page shows members who suit the new member’s profile', async ({ page }) => {
  // A man looking for women in the Netherlands (the signup helpers' member).
  await signUpByApi(page.request, { prefix: 'matches', gender: 'male' });
  await page.goto('/aanmelden-voltooien');
  await page.getByRole('link', { name: 'Bekijk de leden' }).click();
  await expect(page).toHaveURL(/\/aanmelden-matches$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Leden die bij je passen' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Leden die bij je passen' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(3);
  const found = (await (await page.request.get('/api/search.php?gender=female&country=NL&perPage=12')).json()) as { profiles: { name: string }[] };
  await expect(cards.first()).toContainText(found.profiles[0]!.name);
});

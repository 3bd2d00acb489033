import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { activateByMail, signUpByApi } from './members-helpers';

const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';
const SHOTS = process.env.E2E_SCREENSHOTS === '1';
const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

// A member who has just signed up has four banners above the members area: confirm the e-mail address,
// turn on push, complete the profile, and the time bonus. A phone shows them one at a time, in that order.
test('on a phone the banners come one at a time, each taking the place of the one answered; a wide screen shows them all', async ({ page }) => {
  const member = await signUpByApi(page.request, { prefix: 'banners' });
  const reminder = page.getByText('Bevestig je e-mailadres:');
  const push = page.getByRole('heading', { name: 'Weet wanneer iemand je schrijft' });
  const enrich = page.getByRole('heading', { name: 'Maak je profiel compleet' });
  const offer = page.getByRole('region', { name: /^Tijdbonus: \d+% korting$/ });

  await page.setViewportSize(PHONE);
  await page.goto('/leden');
  await expect(page.getByRole('heading', { name: 'Leden zoeken', level: 1 })).toBeVisible();
  await expect(reminder).toBeVisible();
  for (const waiting of [push, enrich, offer]) await expect(waiting).toBeHidden();
  if (SHOTS) {
    mkdirSync(DIR, { recursive: true });
    await page.screenshot({ path: `${DIR}/banners-phone.png` });
  }

  await page.setViewportSize(DESKTOP);
  for (const banner of [reminder, push, enrich, offer]) await expect(banner).toBeVisible();

  // Confirmed, the reminder goes: the push offer is first; dismissed, the profile tip; dismissed, the time bonus.
  await activateByMail(page.request, member.email);
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(push).toBeVisible();
  await expect(reminder).toHaveCount(0);
  for (const waiting of [enrich, offer]) await expect(waiting).toBeHidden();
  await page.getByRole('button', { name: 'Niet nu' }).click();
  await expect(enrich).toBeVisible();
  await expect(offer).toBeHidden();
  await page.getByRole('button', { name: 'Deze tip verbergen' }).click();
  await expect(offer).toBeVisible();
  await expect(offer.getByRole('link', { name: /^Koop credits met \d+% korting$/ })).toBeVisible();
});

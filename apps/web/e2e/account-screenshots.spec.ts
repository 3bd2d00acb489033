import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, logOutByApi, openNewestMail, signUpMember, test } from './fixtures';

// Visual check of the account screens at desktop and phone size; run with E2E_SCREENSHOTS=1.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

test.beforeAll(() => mkdirSync(DIR, { recursive: true }));

for (const size of SIZES) {
  test.describe(`account ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    const shot = async (page: Page, name: string, fullPage = true) => {
      // A full page is taken from the top, so the sticky header is not pictured mid-page.
      if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${DIR}/${name}-${size.name}.png`, fullPage });
    };

    test('password reset and e-mail links', async ({ page }) => {
      const member = await signUpMember(page, 'shot-reset');
      await logOutByApi(page);
      await page.goto('/wachtwoord-vergeten');
      await page.getByRole('button', { name: 'Stuur mij een link' }).click();
      await shot(page, 'reset-password-empty');
      await page.getByLabel('E-mailadres').fill('niemand@example.com');
      await page.getByRole('button', { name: 'Stuur mij een link' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await shot(page, 'reset-password-unknown');
      await page.getByLabel('E-mailadres').fill(member.email);
      await page.getByRole('button', { name: 'Stuur mij een link' }).click();
      await expect(page.getByRole('heading', { name: 'Check je mailbox' })).toBeVisible();
      await shot(page, 'reset-password-sent');
      await openNewestMail(page, member.email, /nieuw wachtwoord/i);
      await page.getByRole('link', { name: 'Nieuw wachtwoord kiezen' }).click();
      await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill('kort');
      await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click();
      await shot(page, 'reset-password-new');
      await page.goto('/wachtwoord-vergeten/nieuw?token=onbekend');
      await expect(page.getByRole('heading', { name: 'Deze link is verlopen' })).toBeVisible();
      await shot(page, 'reset-password-expired');
      await page.goto('/email-wijzigen/bevestigen?token=onbekend');
      await expect(page.getByRole('heading', { name: 'Deze link werkt niet meer' })).toBeVisible();
      await shot(page, 'mail-change-expired');
      await page.goto('/inloggen?reactivated=1');
      await shot(page, 'login-reactivated');
      await page.goto('/account-verwijderd?reactivation=expired');
      await shot(page, 'account-deleted-expired');
    });

    test('settings', async ({ page }) => {
      const member = await signUpMember(page, 'shot-settings');
      await page.route('**/api/user.php', async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        const body = (await response.json()) as { user: { notifications_disabled: string[] } | null };
        if (body.user) body.user.notifications_disabled = ['bounce', 'fbl'];
        await route.fulfill({ response, json: body });
      });
      await page.goto('/leden');
      await expect(page.getByRole('heading', { name: 'We kunnen je op dit moment niet mailen' })).toBeVisible();
      await shot(page, 'notifications-alert', false);
      await page.goto('/meldingen');
      await expect(page.getByRole('checkbox', { name: 'E-mail: Aanbiedingen' })).toBeVisible();
      await shot(page, 'notification-preferences');
      await page.getByRole('button', { name: 'Deze melding verbergen' }).click();
      await page.unroute('**/api/user.php');

      await page.goto('/profiel');
      await expect(page.getByRole('tab', { name: 'Profiel' })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await shot(page, 'profile-tab');
      await page.getByRole('tab', { name: 'Account en instellingen' }).click();
      await page.getByRole('switch', { name: 'Onzichtbare modus' }).click();
      await expect(page.getByText('Je bent nu onzichtbaar.')).toBeVisible();
      const password = page.getByRole('region', { name: 'Wachtwoord', exact: true });
      await password.getByLabel('Huidig wachtwoord').fill('fout-wachtwoord');
      await password.getByLabel('Nieuw wachtwoord', { exact: true }).fill('nieuw-wachtwoord-2026');
      await password.getByLabel('Herhaal nieuw wachtwoord').fill('nieuw-wachtwoord-2027');
      await password.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
      const email = page.getByRole('region', { name: 'E-mailadres', exact: true });
      await email.getByLabel('Nieuw e-mailadres').fill(`${member.name.toLowerCase()}@gmial.com`);
      await email.getByLabel('Je wachtwoord').fill(member.password);
      await email.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
      await expect(email.getByRole('status')).toContainText('gmial.com');
      await shot(page, 'account-settings');

      const remove = page.getByRole('region', { name: 'Account verwijderen' });
      await remove.getByRole('button', { name: 'Ik wil mijn account verwijderen' }).click();
      await remove.getByRole('button', { name: 'Verder' }).click();
      await remove.scrollIntoViewIfNeeded();
      await shot(page, 'delete-form-errors', false);
      await remove.getByRole('group', { name: 'Waarom vertrek je?' }).getByLabel('Te weinig leden in mijn buurt').check();
      await remove.getByLabel('Je wachtwoord').fill(member.password);
      await remove.getByRole('button', { name: 'Verder' }).click();
      await expect(remove.getByRole('button', { name: 'Toch verwijderen' })).toBeVisible();
      await shot(page, 'delete-offer', false);
      await remove.getByRole('button', { name: 'Toch verwijderen' }).click();
      await shot(page, 'delete-confirm', false);

      // A site may send leaving members to a partner: show the countdown (the demo site has none).
      await page.route('**/api/account-delete.php', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...body, redirect_url: 'https://partner.example/', redirect_seconds: 30 } });
      });
      await remove.getByRole('button', { name: 'Mijn account verwijderen' }).click();
      await expect(page.getByRole('heading', { name: 'Je account is verwijderd' })).toBeVisible();
      await shot(page, 'account-deleted');
    });

    test('retention offer taken', async ({ page }) => {
      const member = await signUpMember(page, 'shot-stay');
      await page.goto('/profiel?tab=account');
      const remove = page.getByRole('region', { name: 'Account verwijderen' });
      await remove.getByRole('button', { name: 'Ik wil mijn account verwijderen' }).click();
      await remove.getByRole('group', { name: 'Waarom vertrek je?' }).getByLabel('Te duur').check();
      await remove.getByLabel('Je wachtwoord').fill(member.password);
      await remove.getByRole('button', { name: 'Verder' }).click();
      await remove.getByRole('button', { name: 'Mijn account houden en de korting nemen' }).click();
      await expect(remove.getByRole('heading', { name: 'Fijn dat je blijft!' })).toBeVisible();
      await shot(page, 'retention-kept', false);
    });

    test('e-mail change confirmed', async ({ page }) => {
      const member = await signUpMember(page, 'shot-mail');
      const newEmail = `nieuw-${member.email}`;
      await page.goto('/profiel?tab=account');
      const email = page.getByRole('region', { name: 'E-mailadres', exact: true });
      await email.getByLabel('Nieuw e-mailadres').fill(newEmail);
      await email.getByLabel('Je wachtwoord').fill(member.password);
      await email.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
      await expect(email.getByRole('status')).toContainText(newEmail);
      await openNewestMail(page, newEmail, /nieuwe e-mailadres/i);
      await page.getByRole('link', { name: 'Mijn nieuwe e-mailadres bevestigen' }).click();
      await expect(page.getByRole('heading', { name: 'Je e-mailadres is gewijzigd' })).toBeVisible();
      await shot(page, 'mail-change-done');
    });
  });
}

import { expect, signUpMember, test } from './fixtures';

// Mail stops after a bounce, a spam report or an unsubscribe, which only the mail system reports.
// The member answer of GET /api/user.php is therefore given a reason here; everything else is real.
test('a member whose mail bounces sees why and what to do, and can hide the alert for good', async ({ page }) => {
  const member = await signUpMember(page, 'bounce');
  await page.route('**/api/user.php', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { user: { notifications_disabled: string[] } | null };
    if (body.user) body.user.notifications_disabled = ['bounce'];
    await route.fulfill({ response, json: body });
  });

  await page.goto('/leden');
  const title = page.getByRole('heading', { name: 'We kunnen je op dit moment niet mailen' });
  await expect(title).toBeVisible();
  await expect(page.getByText(`Onze e-mails naar ${member.email} komen niet aan`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'E-mailadres wijzigen' })).toHaveAttribute(
    'href',
    '/profiel?tab=account#change-email',
  );
  await expect(page.getByRole('link', { name: 'Contact opnemen' })).toHaveAttribute('href', 'mailto:support@amora.example');

  await page.getByRole('button', { name: 'Mail me weer' }).click();
  await expect(page.getByText('Gelukt! We mailen je weer.')).toBeVisible();
  await expect(title).toHaveCount(0);

  await page.reload();
  await expect(title).toBeVisible();
  await page.getByRole('button', { name: 'Deze melding verbergen' }).click();
  await expect(title).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('hide-disabled-notifications-alert'))).toMatch(/^\d+$/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Leden zoeken', level: 1 })).toBeVisible();
  await expect(title).toHaveCount(0);
});

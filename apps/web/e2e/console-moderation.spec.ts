import { mkdirSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { DEMO, DEMO_TOTP, expect, test } from './fixtures';
import { activateByMail, makePng, signUpByApi, uploadPhotoByApi } from './members-helpers';

// Photo moderation in the console: a member's new photo waits in the moderator's queue; the moderator
// rejects it with a reason and a note, and the member's open photo manager shows the verdict and the
// reason in Dutch without a reload. Screenshots at 1280 px and on a tablet (768 px).
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';
const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

test('a moderator rejects a photo with a reason and the member sees the reason at once', async ({ page, browser }) => {
  mkdirSync(DIR, { recursive: true });
  // The member (Dutch), with a photo, on the own profile page.
  const member = await signUpByApi(page.request, { prefix: 'moderated', gender: 'female' });
  await activateByMail(page.request, member.email);
  await uploadPhotoByApi(page.request, makePng(200));
  await page.goto('/profiel');
  const photos = page.getByRole('region', { name: "Je foto's" });
  await expect(photos.getByRole('img', { name: 'Foto 1' })).toBeVisible();

  // The moderator, in a browser of their own, signs in with password and code.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const console = await staff.newPage();
  await console.addInitScript(() => window.localStorage.setItem('console-language', 'en'));
  await console.goto(`/console/photos?member=${member.id}`);
  await console.getByLabel('E-mail address').fill(DEMO.moderator.email);
  await console.getByLabel('Password').fill(DEMO.moderator.password);
  await console.getByRole('button', { name: 'Continue' }).click();
  await console.getByLabel('6-digit code').fill(codeFor(DEMO_TOTP.moderator));
  await console.getByRole('button', { name: 'Sign in' }).click();

  await expect(console).toHaveURL(/\/console\/photos\?member=\d+$/);
  await expect(console.getByRole('heading', { level: 1, name: 'Photo moderation' })).toBeVisible();
  await expect(console.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Photos' })).toBeVisible();
  const card = console.getByRole('article', { name: `${member.name} (member ${member.id})` });
  await expect(card.getByRole('img', { name: `Photo uploaded by ${member.name}` })).toBeVisible();
  await console.screenshot({ path: `${DIR}/console-photos-1280.png`, fullPage: true });
  await console.setViewportSize({ width: 768, height: 1024 });
  await console.screenshot({ path: `${DIR}/console-photos-768.png`, fullPage: true });
  await console.setViewportSize({ width: 1280, height: 900 });

  // A rejection needs a reason.
  await card.getByRole('button', { name: `Reject the photo of ${member.name}` }).click();
  const form = card.getByRole('form', { name: `Reject the photo of ${member.name}` });
  await form.getByRole('button', { name: 'Reject photo' }).click();
  await expect(form.getByText('Choose the reason the member will read.')).toBeVisible();
  await form.getByLabel('Reason').selectOption({ label: 'Contact details or advertising' });
  await form.getByLabel('Note to the member (optional)').fill('Je telefoonnummer staat in beeld.');
  await console.screenshot({ path: `${DIR}/console-photos-reject-1280.png`, fullPage: true });
  await form.getByRole('button', { name: 'Reject photo' }).click();
  await expect(console.getByRole('status')).toHaveText(`The photo of ${member.name} is rejected; the member has been told.`);
  await expect(console.getByText('No photos are waiting. Well done.')).toBeVisible();

  // The member's open tab shows the rejection and its reason, in Dutch, without a reload.
  await expect(photos.getByText('Afgekeurd')).toBeVisible();
  await expect(photos.getByText('Reden: Op de foto staan contactgegevens, een website of reclame.')).toBeVisible();
  await expect(photos.getByText('Opmerking van ons team: ‘Je telefoonnummer staat in beeld.’')).toBeVisible();
  await page.screenshot({ path: `${DIR}/member-photo-rejected.png`, fullPage: true });

  // The decision is in the audit trail as the moderator's (read back through the admin's call elsewhere);
  // here: on a tablet, in German, the queue of every member.
  await console.setViewportSize({ width: 768, height: 1024 });
  await console.getByLabel('Language').selectOption('de');
  await console.getByRole('link', { name: 'Fotos aller Mitglieder zeigen' }).click();
  await expect(console.getByRole('heading', { level: 1, name: 'Fotomoderation' })).toBeVisible();
  await console.screenshot({ path: `${DIR}/console-photos-768-de.png`, fullPage: true });
  await staff.close();
});

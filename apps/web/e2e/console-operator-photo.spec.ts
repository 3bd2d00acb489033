import { mkdirSync } from 'node:fs';
import { adminSignIn, memberWritesToPal, staffPage } from './console-helpers';
import { expect, test } from './fixtures';
import { makePng } from './members-helpers';

// Issue 14, operators answer with a new photo: a member asks a chat-pal for a picture; the operator (the
// demo admin) claims the conversation in the console, first picks a file that is no image (told why,
// nothing sent), then a PNG generated here, sees its preview and sends it; the member's open chat shows
// the photo blurred, to unlock for photo credits, without a reload.
// Screenshots at 1280 px and on a small screen (375 px).
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

test('an operator uploads a new photo as the chat-pal, and the member sees it locked live', async ({ page, browser }) => {
  test.setTimeout(120_000);
  mkdirSync(DIR, { recursive: true });
  const { member, pal, messages } = await memberWritesToPal(page, 'op-photo', 'Stuur je me een foto van het strand?');

  const { context, page: staff } = await staffPage(browser);
  await adminSignIn(staff);
  await staff.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Chat-pal queue' }).click();
  const row = staff.getByRole('table', { name: 'Chat-pal queue' }).getByRole('row').filter({ hasText: 'Stuur je me een foto van het strand?' }).filter({ hasText: member.name });
  await row.getByRole('button', { name: `Claim the conversation of ${member.name} with ${pal.name}` }).click();
  await expect(staff).toHaveURL(/\/console\/queue\/\d+$/);

  const fieldset = staff.getByRole('group', { name: 'Or send a new photo' });
  const input = fieldset.getByLabel(`Photo to send as ${pal.name}`);
  const sendPhoto = fieldset.getByRole('button', { name: 'Send this photo' });
  await expect(sendPhoto).toBeDisabled();
  // A file that is no image: told at once, nothing to send.
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') });
  await expect(fieldset.getByRole('alert')).toHaveText('This file is not a photo we can read. Please choose a JPEG, PNG or WebP image.');
  await expect(sendPhoto).toBeDisabled();
  // A photo that is too large (over 10 MB): the limit is named.
  await input.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
  await expect(fieldset.getByRole('alert')).toHaveText('This photo is too large. Please choose a file of at most 10 MB.');
  await expect(sendPhoto).toBeDisabled();

  await input.setInputFiles({ name: 'strand.png', mimeType: 'image/png', buffer: makePng(320, [240, 200, 120], [40, 120, 200]) });
  await expect(fieldset.getByRole('alert')).toHaveCount(0);
  const preview = fieldset.getByRole('img', { name: 'Preview of the photo to send' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await staff.screenshot({ path: `${DIR}/console-new-photo-1280.png`, fullPage: true });
  await staff.setViewportSize({ width: 375, height: 800 });
  await fieldset.scrollIntoViewIfNeeded();
  await staff.screenshot({ path: `${DIR}/console-new-photo-375.png` });
  await staff.setViewportSize({ width: 1280, height: 900 });
  await sendPhoto.click();

  // Sent: the conversation goes back to the queue, and the member's open chat shows the photo blurred, to unlock.
  await expect(staff).toHaveURL(/\/console\/queue$/);
  await expect(messages.getByRole('img', { name: `Vervaagde foto van ${pal.name}` })).toBeVisible();
  await expect(messages.getByRole('button', { name: /^Foto bekijken voor \d+ credits?$/ })).toBeVisible();
  await page.screenshot({ path: `${DIR}/console-new-photo-member-1280.png` });
  await context.close();
});

import { mkdirSync } from 'node:fs';
import { adminSignIn, staffPage } from './console-helpers';
import { expect, test } from './fixtures';
import { activateByMail, makePng, signUpByApi } from './members-helpers';

// Issue 14, chat-pal profiles and live answers (decision 053): the admin creates a fictional chat-pal in
// the console with a province, a photo and persona notes and turns it on, so a member finds it in that province; the member writes
// to it and the conversation appears in the console's queue without a reload (the socket, not the
// 30-second poll); the admin answers with a gift, which the member's open chat shows live; turned off,
// the chat-pal disappears from the member's search while the conversation stays readable.
// Screenshots at 1280 px and on a tablet (768 px).
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

test('an admin makes a chat-pal, a member finds and writes to it, the queue shows it live, a gift answer arrives live; turned off, the chat-pal is out of search', async ({ page, browser }) => {
  test.setTimeout(150_000);
  mkdirSync(DIR, { recursive: true });
  const member = await signUpByApi(page.request, { gender: 'male', prefix: 'cf-member' });
  await activateByMail(page.request, member.email);
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const palName = `Fenna ${Array.from({ length: 5 }, () => letters[Math.floor(Math.random() * 26)]).join('')}`;

  const { context, page: staff } = await staffPage(browser);
  await adminSignIn(staff);
  const nav = staff.getByRole('navigation', { name: 'Console sections' });

  // The admin creates the chat-pal: every profile field, persona notes; it starts off.
  await nav.getByRole('link', { name: 'Chat-pal profiles' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Chat-pal profiles' })).toBeVisible();
  await staff.getByRole('link', { name: 'New chat-pal' }).click();
  const form = staff.getByRole('form', { name: 'Create chat-pal' });
  await form.getByLabel('Name').fill(palName);
  await form.getByLabel('Gender').selectOption({ label: 'Woman' });
  await form.getByLabel('Date of birth').fill('1994-06-12');
  await form.getByLabel('Country').selectOption({ label: 'Netherlands' });
  // The region, as members choose theirs: a region search finds the chat-pal.
  await form.getByLabel('Province').selectOption({ label: 'Utrecht' });
  await form.getByLabel('City').fill('Utrecht');
  await form.getByLabel('Hair colour').selectOption('blond');
  await form.getByLabel('About me').fill('Verpleegkundige in Utrecht, dol op fietsen langs de Vecht.');
  await form.getByLabel('Persona notes').fill('Fenna, 31, nurse. Writes short, warm messages in Dutch; never names her hospital.');
  await form.getByRole('checkbox', { name: 'Hiking' }).check();
  // A refused form tells why, and creates nothing.
  await form.getByLabel('Date of birth').fill('2015-01-01');
  await form.getByRole('button', { name: 'Create chat-pal' }).click();
  await expect(form.getByText(/18/)).toBeVisible();
  await form.getByLabel('Date of birth').fill('1994-06-12');
  await staff.screenshot({ path: `${DIR}/console-fictional-new-1280.png`, fullPage: true });
  await form.getByRole('button', { name: 'Create chat-pal' }).click();
  await expect(staff).toHaveURL(/\/console\/fictional\/\d+$/);
  const palId = Number(/fictional\/(\d+)$/.exec(staff.url())![1]);
  await expect(staff.getByRole('heading', { level: 1, name: palName })).toBeVisible();
  const status = staff.getByRole('region', { name: 'On or off' });
  await expect(status).toContainText('Off');
  await expect(staff.getByRole('form', { name: 'Save profile' }).getByLabel('Province')).toHaveValue('NL-UT');

  // A photo: the first is the main one.
  await staff.getByLabel('Photo file').setInputFiles({ name: 'fenna.png', mimeType: 'image/png', buffer: makePng(320) });
  await staff.getByRole('button', { name: 'Add photo' }).click();
  const photos = staff.getByRole('region', { name: 'Photos' });
  await expect(photos.getByRole('listitem', { name: 'Photo 1' })).toContainText('Main photo');
  await status.getByRole('button', { name: 'Turn on' }).click();
  await expect(status).toContainText('On');
  await staff.screenshot({ path: `${DIR}/console-fictional-edit-1280.png`, fullPage: true });
  await staff.setViewportSize({ width: 768, height: 1024 });
  await staff.screenshot({ path: `${DIR}/console-fictional-edit-768.png`, fullPage: true });
  await staff.setViewportSize({ width: 1280, height: 900 });

  // The member finds it (newest first) in a search of its province.
  const palLink = page.locator(`a[href="/leden/${palId}"]`);
  await page.goto('/leden?gender=female&country=NL&countryregion=NL-UT');
  await expect(page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first()).toBeVisible();
  await expect(palLink).toHaveCount(1);

  // The admin watches the queue; the member writes; the row appears without a reload.
  await nav.getByRole('link', { name: 'Chat-pal queue' }).click();
  await expect(staff.getByText(/Live: new conversations/)).toBeVisible();
  await page.goto(`/leden/${palId}/chat`);
  const composer = page.getByLabel(`Je bericht aan ${palName}`);
  await composer.fill('Hoi Fenna, zin in een fietstocht?');
  await composer.press('Enter');
  const messages = page.getByRole('list', { name: `Berichten met ${palName}` });
  await expect(messages.getByText('Hoi Fenna, zin in een fietstocht?')).toBeVisible();
  const row = staff.getByRole('table', { name: 'Chat-pal queue' }).getByRole('row').filter({ hasText: 'Hoi Fenna, zin in een fietstocht?' });
  // Well inside the 30-second fallback poll: this is the socket.
  await expect(row).toContainText(palName, { timeout: 8000 });
  await staff.screenshot({ path: `${DIR}/console-queue-live-1280.png`, fullPage: true });

  // The admin claims it, reads the persona notes and answers with a gift; the member's open chat shows it live.
  await row.getByRole('button', { name: `Claim the conversation of ${member.name} with ${palName}` }).click();
  await expect(staff).toHaveURL(/\/console\/queue\/\d+$/);
  await expect(staff.getByRole('region', { name: /Chat-pal/ })).toContainText('never names her hospital');
  await expect(staff.getByRole('button', { name: 'Send gift: Rose' })).toBeVisible();
  await staff.screenshot({ path: `${DIR}/console-answer-gift-1280.png`, fullPage: true });
  await staff.getByRole('button', { name: 'Send gift: Rose' }).click();
  await expect(staff).toHaveURL(/\/console\/queue$/);
  await expect(messages.getByRole('img', { name: 'Roos' })).toBeVisible();
  await page.screenshot({ path: `${DIR}/console-member-gift-1280.png` });

  // Turned off: gone from the member's search; the conversation stays readable.
  await staff.goto(`/console/fictional/${palId}`);
  await staff.getByRole('region', { name: 'On or off' }).getByRole('button', { name: 'Turn off' }).click();
  await expect(staff.getByRole('region', { name: 'On or off' })).toContainText('Off');
  await page.goto('/leden?gender=female&country=NL');
  await expect(page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link').first()).toBeVisible();
  await expect(palLink).toHaveCount(0);
  await page.goto(`/leden/${palId}/chat`);
  await expect(messages.getByText('Hoi Fenna, zin in een fietstocht?')).toBeVisible();
  await expect(messages.getByRole('img', { name: 'Roos' })).toBeVisible();

  // The list shows it off, with its photo and persona notes.
  await nav.getByRole('link', { name: 'Chat-pal profiles' }).click();
  const listed = staff.getByRole('row').filter({ hasText: palName });
  await expect(listed).toContainText('Off');
  await expect(listed).toContainText('Written');
  await staff.screenshot({ path: `${DIR}/console-fictional-list-1280.png`, fullPage: true });
  await context.close();
});

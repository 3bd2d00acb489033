import { DEMO, expect, logIn, test } from './fixtures';
import { activateByMail, makePng, signUpByApi, uploadPhotoByApi } from './members-helpers';

test('a member fills the profile, uploads a photo, searches with filters, opens a profile, blocks it and no longer finds it', async ({ page }) => {
  const me = await signUpByApi(page.request, { prefix: 'story' });
  await activateByMail(page.request, me.email);

  // The profile: a few fields of every kind, saved, and still there after a reload.
  await page.goto('/profiel');
  const form = page.getByRole('form', { name: 'Je profiel' });
  await expect(form.getByLabel('Profielnaam')).toHaveValue(me.name);
  await form.getByLabel('Land', { exact: true }).selectOption({ label: 'Nederland' });
  await form.getByLabel('Provincie').selectOption({ label: 'Utrecht' });
  await form.getByLabel('Woonplaats').fill('Utrecht');
  await form.getByLabel('Haarkleur').selectOption({ label: 'Bruin' });
  await form.getByRole('group', { name: 'Interesses' }).getByLabel('Muziek').check();
  await form.getByLabel('Over mij').fill('Ik hou van muziek en lange fietstochten.');
  await expect(form.getByText('40 / 5000 tekens')).toBeVisible();
  await form.getByRole('button', { name: 'Profiel opslaan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Je profiel is opgeslagen.' })).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Woonplaats')).toHaveValue('Utrecht');
  await expect(form.getByLabel('Provincie')).toHaveValue('NL-UT');
  await expect(form.getByRole('group', { name: 'Interesses' }).getByLabel('Muziek')).toBeChecked();

  // A photo: uploaded, listed with its status and as the main photo.
  const photos = page.getByRole('region', { name: "Je foto's" });
  await expect(photos.getByText("0 van 3 foto's")).toBeVisible();
  await photos.getByLabel('Foto toevoegen').setInputFiles({ name: 'ik.png', mimeType: 'image/png', buffer: makePng() });
  await expect(photos.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  await expect(photos.getByText("1 van 3 foto's")).toBeVisible();
  await expect(photos.getByText('Hoofdfoto')).toBeVisible();
  await expect(photos.getByText('Goedgekeurd')).toBeVisible();

  // A search with filters, kept in the URL.
  await page.goto('/leden');
  const filters = page.getByRole('search', { name: 'Zoekfilters' });
  await filters.getByLabel('Geslacht').selectOption({ label: 'Vrouw' });
  await filters.getByLabel('Land', { exact: true }).selectOption({ label: 'Nederland' });
  await filters.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\/leden\?gender=female&country=NL$/);
  const results = page.getByRole('list', { name: 'Zoekresultaten' });
  await expect(page.getByText(/^\d+ leden gevonden$/)).toBeVisible();
  const first = results.getByRole('link').first();
  const href = (await first.getAttribute('href'))!;
  expect(href).toMatch(/^\/leden\/\d+$/);

  // The first result: open it and block it.
  await first.click();
  await expect(page).toHaveURL(href);
  // Wait until the profile itself is shown before reading its heading.
  await expect(page.getByRole('button', { name: 'Blokkeren' })).toBeVisible();
  const heading = page.getByRole('heading', { level: 1 });
  const name = (await heading.textContent())!.split(',')[0]!;
  await page.getByRole('button', { name: 'Blokkeren' }).click();
  const dialog = page.getByRole('dialog', { name: `${name} blokkeren?` });
  await dialog.getByRole('button', { name: 'Lid blokkeren' }).click();

  // Back on the same search, without that member; also after a fresh load from the server.
  await expect(page).toHaveURL(/\/leden\?gender=female&country=NL$/);
  await expect(filters.getByLabel('Geslacht')).toHaveValue('female');
  await expect(results.getByRole('link').first()).toBeVisible();
  await expect(page.locator(`a[href="${href}"]`)).toHaveCount(0);
  await page.reload();
  await expect(results.getByRole('link').first()).toBeVisible();
  await expect(page.locator(`a[href="${href}"]`)).toHaveCount(0);

  // The blocker can still open the profile, is told about the block and can lift it.
  await page.goto(href);
  await expect(page.getByText(`Je hebt ${name} geblokkeerd.`, { exact: false })).toBeVisible();
});

test.describe('photos of others', () => {
  let profilePath: string;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    const owner = await signUpByApi(request, { prefix: 'photos', name: 'Fotomodel', gender: 'female' });
    await activateByMail(request, owner.email);
    await uploadPhotoByApi(request, makePng(96, [200, 80, 80], [240, 200, 120]), 'een.png');
    await uploadPhotoByApi(request, makePng(96, [40, 90, 200], [120, 220, 200]), 'twee.png');
    await uploadPhotoByApi(request, makePng(96, [30, 140, 60], [220, 230, 90]), 'drie.png');
    await request.dispose();
    profilePath = `/leden/${owner.id}`;
  });

  test('a free member sees the other photos locked and blurred, with the way to premium', async ({ page }) => {
    await logIn(page, DEMO.free.email, DEMO.free.password);
    await page.goto(profilePath);
    await expect(page.getByRole('heading', { level: 1, name: /^Fotomodel, \d+$/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Foto van Fotomodel' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Vergrendelde foto' })).toHaveCount(2);
    await expect(page.getByText("Nog 2 foto's zijn alleen zichtbaar voor Premium-leden.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Word Premium' }).last()).toHaveAttribute('href', '/premium');
  });

  test('a premium member sees every photo, none locked', async ({ page }) => {
    await logIn(page, DEMO.premium.email, DEMO.premium.password);
    await page.goto(profilePath);
    await expect(page.getByRole('heading', { level: 1, name: /^Fotomodel, \d+$/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Vergrendelde foto' })).toHaveCount(0);
    const thumbs = page.getByRole('button', { name: /^Toon foto \d van 3$/ });
    await expect(thumbs).toHaveCount(3);
    await thumbs.nth(2).click();
    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('location from the browser', () => {
  test.use({ geolocation: { latitude: 52.0907, longitude: 5.1214 }, permissions: ['geolocation'] });

  test('a member fills in the place with "use my location" when the browser allows it', async ({ page }) => {
    await signUpByApi(page.request, { prefix: 'geo' });
    await page.goto('/profiel');
    const form = page.getByRole('form', { name: 'Je profiel' });
    await expect(form.getByText('Toegang tot je locatie: toegestaan')).toBeVisible();
    await form.getByRole('button', { name: 'Gebruik mijn locatie' }).click();
    await expect(form.getByText(/^Gevonden: Utrecht, Nederland\./)).toBeVisible();
    await expect(form.getByLabel('Woonplaats')).toHaveValue('Utrecht');
    await expect(form.getByLabel('Land', { exact: true })).toHaveValue('NL');
    await expect(form.getByLabel('Provincie')).toHaveValue('NL-UT');
    await form.getByRole('button', { name: 'Profiel opslaan' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Je profiel is opgeslagen.' })).toBeVisible();
  });
});

test('a member whose browser blocks location access is told how to go on', async ({ page, context }) => {
  await context.clearPermissions();
  await signUpByApi(page.request, { prefix: 'nogeo' });
  await page.addInitScript(() => {
    // The browser answers as if the member had said no before.
    const denied = { code: 1, message: 'denied', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
    navigator.geolocation.getCurrentPosition = (_ok, fail) => fail?.(denied as GeolocationPositionError);
    navigator.permissions.query = () => Promise.resolve({ state: 'denied', addEventListener() {}, removeEventListener() {} } as unknown as PermissionStatus);
  });
  await page.goto('/profiel');
  const form = page.getByRole('form', { name: 'Je profiel' });
  await expect(form.getByText('Toegang tot je locatie: geblokkeerd')).toBeVisible();
  await expect(form.getByText(/Je browser blokkeert locatietoegang voor deze site/)).toBeVisible();
  await form.getByRole('button', { name: 'Gebruik mijn locatie' }).click();
  await expect(form.getByText(/Je hebt geen toegang tot je locatie gegeven/)).toBeVisible();
});

import { expect, type APIRequestContext } from '@playwright/test';
import { encodePng } from '../scripts/png.mjs';
import { uniqueEmail } from './fixtures';

/** A valid RGB PNG of the given size: a diagonal gradient from `from` to `to`, so each photo differs. */
export function makePng(size = 96, from: [number, number, number] = [176, 23, 79], to: [number, number, number] = [91, 42, 134]): Buffer {
  return encodePng(size, 3, (x, y) => {
    const t = (x + y) / (2 * size);
    return from.map((c, i) => Math.round(c + (to[i]! - c) * t));
  });
}

export interface ApiMember {
  id: number;
  name: string;
  email: string;
  password: string;
}

/** Signs up through the API in `request` (which is then logged in as the new member). */
export async function signUpByApi(
  request: APIRequestContext,
  details: { prefix?: string; name?: string; gender?: 'male' | 'female' } = {},
): Promise<ApiMember> {
  const email = uniqueEmail(details.prefix ?? 'member');
  const name = details.name ?? `Lid${Math.floor(Math.random() * 1e6)}`;
  const password = 'eerste-wachtwoord-2026';
  const gender = details.gender ?? 'male';
  const response = await request.post('/api/signup.php', {
    data: {
      email,
      name,
      password,
      date_of_birth: '1990-05-12',
      gender,
      sexuality: 'hetero',
      country: 'NL',
      language: 'nl',
      accept_terms: true,
      accept_privacy: true,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as { user: { profile: { id: number } } };
  return { id: user.profile.id, name, email, password };
}

/** Confirms the e-mail address with the activation link from the development outbox (/dev/outbox.json). */
export async function activateByMail(request: APIRequestContext, email: string): Promise<void> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/dev/outbox.json')).json()) as { messages: { to: string; text: string; html: string }[] };
      const mail = messages.find((m) => m.to.includes(email) && /activate\.php\?token=/.test(m.text + m.html));
      link = mail ? /https?:\/\/[^\s"'<>]+\/api\/activate\.php\?token=[^\s"'<>]+/.exec(mail.text + mail.html)?.[0] : undefined;
      return link;
    })
    .toBeTruthy();
  const url = new URL(link!.replaceAll('&amp;', '&'));
  const response = await request.get(`${url.pathname}${url.search}`);
  expect(response.ok()).toBe(true);
}

/** Uploads a photo through the API as multipart field `photo`. */
export async function uploadPhotoByApi(request: APIRequestContext, buffer: Buffer, name = 'photo.png'): Promise<void> {
  const response = await request.post('/api/photos.php', { multipart: { photo: { name, mimeType: 'image/png', buffer } } });
  expect(response.status(), await response.text()).toBe(200);
}

import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './fixtures';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid RGB PNG of the given size: a diagonal gradient from `from` to `to`, so each photo differs. */
export function makePng(size = 96, from: [number, number, number] = [176, 23, 79], to: [number, number, number] = [91, 42, 134]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * t);
    }
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
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

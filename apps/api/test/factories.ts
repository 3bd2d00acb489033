import { randomBytes } from 'node:crypto';
import type { SignupBody } from '@dating/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionCookie } from './build-app.js';

let counter = 0;

/** A unique, valid signup body; tests override what they are about. */
export function signupBody(overrides: Partial<SignupBody> = {}): SignupBody {
  counter++;
  const tag = `${counter}${randomBytes(3).toString('hex')}`;
  return {
    email: `member${tag}@example.com`,
    name: `Member${tag}`.slice(0, 30),
    date_of_birth: '1990-04-12',
    password: 'correct horse battery',
    gender: 'female',
    sexuality: 'hetero',
    accept_terms: true,
    accept_privacy: true,
    ...overrides,
  };
}

/** Signs up through the API and answers the member's session cookie and the body used. */
export async function signUp(app: FastifyInstance, overrides: Partial<SignupBody> = {}) {
  const body = signupBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/signup.php', payload: body });
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { body, cookie: sessionCookie(response), user: response.json().user as { id: number; email: string } };
}

/** The activation link of the newest mail to an address in the outbox. */
export function activationLink(html: string): string {
  const match = /href="(http:\/\/amora\.test\/api\/activate\.php\?token=[^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no activation link in mail');
  return match[1].replace('&amp;', '&');
}

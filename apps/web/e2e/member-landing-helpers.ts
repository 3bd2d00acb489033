import type { APIRequestContext } from '@playwright/test';
import { DEMO, expect } from './fixtures';

export interface Card {
  id: number;
  name: string;
  age: number | null;
  city: string | null;
  fictional: boolean;
  main_image: unknown;
}

/** A seeded member with a photo, found by the premium demo member (a visitor's search may be closed). */
export async function landingMember(request: APIRequestContext, fictional: boolean): Promise<Card> {
  const login = await request.post('/api/user.php', { data: DEMO.premium });
  expect(login.status(), await login.text()).toBe(200);
  const found = await request.get('/api/search.php?gender=female&perPage=60');
  expect(found.status()).toBe(200);
  const { profiles } = (await found.json()) as { profiles: Card[] };
  const member = profiles.find((p) => p.fictional === fictional && p.main_image !== null && p.age !== null && p.city);
  if (!member) throw new Error(`no ${fictional ? 'fictional' : 'real'} member with a photo among ${profiles.length}`);
  await request.get('/api/logout.php');
  return member;
}

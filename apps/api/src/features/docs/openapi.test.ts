import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('OpenAPI document', () => {
  it('describes every call of the contracts with its schemas', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/user.php', '/api/settings.php', '/api/search.php', '/api/chats.php', '/api/messages.php']));
    expect(Object.keys(doc.paths['/api/user.php']).sort()).toEqual(['get', 'post', 'put']);
    expect(doc.paths['/api/user.php'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(doc.paths['/api/search.php'].get.parameters.map((p: { name: string }) => p.name)).toContain('min_age');
    expect(doc.paths['/api/chats.php'].get.security).toEqual([{ session: [] }]);
  });
});

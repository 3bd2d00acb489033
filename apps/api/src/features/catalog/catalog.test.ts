import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, payments } from '@dating/db';
import type { TestApp } from '../../../test/build-app.js';
import { payingApp } from '../../../test/paying-app.js';
import { addPhotos, createMember } from '../../../test/factories.js';
import { cspDirectives } from '../../../test/csp.js';

/** The admin's catalogue in the console (decision 054): codes, packages and prices, settings and company info. */

let t: TestApp;
payingApp((app) => {
  t = app;
});

type Who = 'visitor' | 'member' | 'operator' | 'moderator' | 'admin';

async function cookieOf(who: Who): Promise<string> {
  if (who === 'visitor') return '';
  const account = await createMember(t.db, who === 'member' ? {} : { role: who });
  return who === 'member' ? account.cookie : account.staffCookie!;
}

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, 'accept-language': 'en' }, ...(payload && { payload }) });

async function adminCookie(): Promise<string> {
  return cookieOf('admin');
}

const auditRows = (action: string, recordId: string | number) =>
  t.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.recordId, String(recordId))));

describe('access', () => {
  const calls: [string, 'GET' | 'POST' | 'PUT', object?][] = [
    ['/api/staff-discount-codes.php', 'GET'],
    ['/api/staff-discount-codes.php', 'POST', { code: 'MATRIX', value_percentage: 10, validity: 'unlimited' }],
    ['/api/staff-discount-codes.php', 'PUT', { id: 1, action: 'disable' }],
    ['/api/staff-packages.php', 'GET'],
    ['/api/staff-packages.php', 'POST', { currency: 'EUR', credits: 5, price: 100 }],
    ['/api/staff-packages.php', 'PUT', { id: 1, active: true }],
    ['/api/staff-settings.php', 'GET'],
    ['/api/staff-settings.php', 'PUT', {}],
    ['/api/staff-companyinfo.php', 'PUT', {}],
  ];
  it('every call is refused to visitors, members, operators and moderators, before the input is read', async () => {
    const expected: Record<Exclude<Who, 'admin'>, [number, string]> = {
      visitor: [403, 'staff_authentication_required'],
      member: [403, 'staff_authentication_required'],
      operator: [403, 'role_required'],
      moderator: [403, 'role_required'],
    };
    for (const who of Object.keys(expected) as Exclude<Who, 'admin'>[]) {
      const cookie = await cookieOf(who);
      for (const [url, method, body] of calls) {
        const res = await call(cookie, method, url, body);
        expect([res.statusCode, res.json().code], `${who} ${method} ${url}`).toEqual(expected[who]);
      }
    }
    const admin = await adminCookie();
    for (const [url, method] of calls.filter(([, m]) => m === 'GET')) expect((await call(admin, method, url)).statusCode).toBe(200);
  });
});

describe('discount codes', () => {
  it('refuses every wrong field with its own message and writes nothing', async () => {
    const admin = await adminCookie();
    const bad = await call(admin, 'POST', '/api/staff-discount-codes.php', {
      code: 'a b',
      value_percentage: 0,
      validity: 'always',
      country: 'XX',
      currency: 'JPY',
      minimum_order_value: -1,
      payment_methods: ['cash'],
      user_id: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      code: 'A code has 3 to 40 letters, digits, dashes or underscores.',
      value_percentage: 'Enter a percentage above 0 and at most 100.',
      validity: 'This value is not valid.',
      country: 'Please choose one of the listed countries.',
      currency: 'Choose one of the listed currencies.',
      minimum_order_value: 'Enter an amount of 0 or more, with at most two decimals.',
      'payment_methods.0': 'Choose from the listed payment methods.',
      user_id: 'No member has this number.',
    });
    const rules = await call(admin, 'POST', '/api/staff-discount-codes.php', {
      code: 'RULES1',
      value_percentage: 0.001,
      validity: 'once',
      expires: new Date(t.clock.now().getTime() - 1000).toISOString(),
      country: 'PL',
      currency: 'EUR',
      user_id: 999_999,
    });
    expect(rules.json().fields).toMatchObject({ value_percentage: 'Enter a percentage above 0 and at most 100.' });
    const server = await call(admin, 'POST', '/api/staff-discount-codes.php', {
      code: 'RULES1',
      value_percentage: 10,
      validity: 'once',
      starts: new Date(t.clock.now().getTime() + 7_200_000).toISOString(),
      expires: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
      country: 'PL',
      currency: 'EUR',
      user_id: 999_999,
    });
    expect(server.statusCode).toBe(400);
    expect(server.json().fields).toEqual({
      expires: 'The end must come after the start.',
      currency: 'This country pays in another currency.',
      user_id: 'No member has this number.',
    });
    const list = (await call(admin, 'GET', '/api/staff-discount-codes.php?search=RULES1')).json().codes;
    expect(list).toEqual([]);
  });

  it('creates a code a member can use, shows its usage, and ends it by expiring or disabling, each with an audit row', async () => {
    const admin = await adminCookie();
    const member = await createMember(t.db, { country: 'NL', language: 'en' });
    const created = await call(admin, 'POST', '/api/staff-discount-codes.php', {
      code: 'Summer-30',
      value_percentage: 30,
      validity: 'once-per-user',
      expires: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
      first_purchase_only: true,
      country: 'NL',
      minimum_order_value: 10,
      payment_methods: ['ideal', 'creditcard'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const code = created.json().code;
    expect(code).toMatchObject({ code: 'Summer-30', currency: 'EUR', first_purchase_only: true, usage: { redemptions: 0, paid: 0, reserved: 0 } });
    expect(await auditRows('discount_code.created', code.id)).toHaveLength(1);
    // The same code in other letters is the same code.
    expect((await call(admin, 'POST', '/api/staff-discount-codes.php', { code: 'SUMMER-30', value_percentage: 5, validity: 'once' })).json().fields).toEqual({ code: 'This code already exists.' });

    // The member checks it and starts a payment with it: the code is reserved.
    const asked = await t.app.inject({ url: '/api/discountcode.php?code=summer-30', headers: { cookie: member.cookie } });
    expect(asked.statusCode, asked.body).toBe(200);
    const pkg = (await t.app.inject({ url: '/api/credits.php', headers: { cookie: member.cookie } })).json().packages[1];
    const wrongMethod = await t.app.inject({ method: 'POST', url: '/api/payment.php', headers: { cookie: member.cookie, 'accept-language': 'en' }, payload: { package_id: pkg.id, method: 'paypal', discount_code: 'SUMMER-30' } });
    expect(wrongMethod.statusCode).toBe(400);
    const paying = await t.app.inject({ method: 'POST', url: '/api/payment.php', headers: { cookie: member.cookie }, payload: { package_id: pkg.id, method: 'ideal', discount_code: 'SUMMER-30' } });
    expect(paying.statusCode, paying.body).toBe(200);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paying.json().payment_id));
    expect(row!.amount).toBe(Math.round(pkg.price * 0.7));
    const listed = (await call(admin, 'GET', '/api/staff-discount-codes.php?search=summer')).json().codes;
    expect(listed).toHaveLength(1);
    expect(listed[0].usage).toEqual({ redemptions: 1, paid: 0, reserved: 1 });

    // Expired now: another member is told so; the payment under way keeps its discount.
    const expired = await call(admin, 'PUT', '/api/staff-discount-codes.php', { id: code.id, action: 'expire' });
    expect(expired.json().code.expired).toBe(true);
    const other = await createMember(t.db, { country: 'NL', language: 'en' });
    const refused = await t.app.inject({ url: '/api/discountcode.php?code=SUMMER-30', headers: { cookie: other.cookie, 'accept-language': 'en' } });
    expect(refused.json().fields).toEqual({ code: 'This code has expired.' });
    const [kept] = await t.db.select().from(payments).where(eq(payments.id, paying.json().payment_id));
    expect(kept!.amount).toBe(row!.amount);
    const disabled = await call(admin, 'PUT', '/api/staff-discount-codes.php', { id: code.id, action: 'disable' });
    expect(disabled.json().code.status).toBe('disabled');
    const [audited] = await auditRows('discount_code.disabled', code.id);
    expect(audited).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' } });
    expect((await call(admin, 'PUT', '/api/staff-discount-codes.php', { id: 99_999_999, action: 'disable' })).statusCode).toBe(404);
  });

  it('a personal code is for its member only, and a code that has not started yet says so', async () => {
    const admin = await adminCookie();
    const owner = await createMember(t.db, { country: 'NL', language: 'en' });
    const stranger = await createMember(t.db, { country: 'NL', language: 'en' });
    const personal = await call(admin, 'POST', '/api/staff-discount-codes.php', { code: 'JUST-FOR-YOU', value_percentage: 50, validity: 'once', user_id: owner.id });
    expect(personal.json().code).toMatchObject({ kind: 'campaign', user_id: owner.id });
    expect((await t.app.inject({ url: '/api/discountcode.php?code=JUST-FOR-YOU', headers: { cookie: owner.cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/discountcode.php?code=JUST-FOR-YOU', headers: { cookie: stranger.cookie } })).statusCode).toBe(400);
    await call(admin, 'POST', '/api/staff-discount-codes.php', { code: 'LATER', value_percentage: 5, validity: 'unlimited', starts: new Date(t.clock.now().getTime() + 3_600_000).toISOString() });
    const early = await t.app.inject({ url: '/api/discountcode.php?code=LATER', headers: { cookie: owner.cookie, 'accept-language': 'en' } });
    expect(early.json().fields).toEqual({ code: 'This discount code is not valid yet.' });
  });
});

describe('packages and prices', () => {
  it('a new price shows on the credits page at once; a payment under way keeps its amount', async () => {
    const admin = await adminCookie();
    const member = await createMember(t.db, { country: 'DE', region: null, language: 'en' });
    const credits = async () => (await t.app.inject({ url: '/api/credits.php', headers: { cookie: member.cookie } })).json();
    const before = (await credits()).packages.find((p: { credits: number }) => p.credits === 100);
    const paying = await t.app.inject({ method: 'POST', url: '/api/payment.php', headers: { cookie: member.cookie }, payload: { package_id: before.id, method: 'creditcard' } });
    expect(paying.statusCode, paying.body).toBe(200);

    const changed = await call(admin, 'PUT', '/api/staff-packages.php', { id: before.id, price: 2995 });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = (await credits()).packages.find((p: { credits: number }) => p.credits === 100);
    expect(after).toMatchObject({ price: 2995, credits: 100 });
    expect(after.id).not.toBe(before.id);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paying.json().payment_id));
    expect(row!.amount).toBe(before.price);
    const [audited] = await auditRows('package.changed', before.id);
    expect(audited).toMatchObject({ before: { price: before.price, active: true }, after: { price: 2995, active: true } });

    // Switched off, it leaves the list; a payment for it is refused.
    await call(admin, 'PUT', '/api/staff-packages.php', { id: after.id, active: false });
    expect((await credits()).packages.map((p: { credits: number }) => p.credits)).not.toContain(100);
    const stale = await t.app.inject({ method: 'POST', url: '/api/payment.php', headers: { cookie: member.cookie, 'accept-language': 'en' }, payload: { package_id: after.id, method: 'creditcard' } });
    expect(stale.statusCode).toBe(400);
  });

  it('adds a package for a country in its currency and refuses nonsense', async () => {
    const admin = await adminCookie();
    const bad = await call(admin, 'POST', '/api/staff-packages.php', { country: 'AT', currency: 'YEN', credits: 0, price: -5 });
    expect(bad.json().fields).toEqual({
      currency: 'Choose one of the listed currencies.',
      credits: 'Enter a whole number of credits above 0.',
      price: 'Enter a price above 0, in cents.',
    });
    expect((await call(admin, 'POST', '/api/staff-packages.php', { country: 'PL', currency: 'EUR', credits: 20, price: 500 })).json().fields).toEqual({ currency: 'This country pays in another currency.' });
    expect((await call(admin, 'PUT', '/api/staff-packages.php', { id: 1, price: 0 })).json().fields).toEqual({ price: 'Enter a price above 0, in cents.' });
    expect((await call(admin, 'PUT', '/api/staff-packages.php', { id: 1 })).statusCode).toBe(400);
    const added = await call(admin, 'POST', '/api/staff-packages.php', { country: 'AT', currency: 'EUR', credits: 75, price: 2495 });
    expect(added.statusCode, added.body).toBe(200);
    const pricing = (await t.app.inject({ url: '/api/pricing.php?country=AT' })).json();
    expect(pricing.packages.map((p: { credits: number; price: number }) => [p.credits, p.price])).toEqual([[75, 2495]]);
    expect(await auditRows('package.created', added.json().package.id)).toHaveLength(1);
  });
});

describe('site settings and company info', () => {
  it('a change in the console changes what settings.php and companyinfo.php answer, with one audit row each', async () => {
    const admin = await adminCookie();
    const form = (await call(admin, 'GET', '/api/staff-settings.php')).json();
    expect(form.settings.signups).toBe('all');
    const settings = async () => (await t.app.inject({ url: '/api/settings.php' })).json().settings;
    expect((await settings()).signup_enabled).toBe(true);

    const saved = await call(admin, 'PUT', '/api/staff-settings.php', { ...form.settings, signups: 'none', message_credits: 3, enable_site_entry_popup: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await settings()).toMatchObject({ signups: 'none', signup_enabled: false, message_credits: 3, enable_site_entry_popup: 'no' });
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.changed'));
    expect(audited).toMatchObject({ before: { signups: 'all', message_credits: form.settings.message_credits, enable_site_entry_popup: true }, after: { signups: 'none', message_credits: 3, enable_site_entry_popup: false } });

    const company = await call(admin, 'PUT', '/api/staff-companyinfo.php', { ...form.company, name: 'New Company B.V.', tradenames: ['Amora', 'Liefje'], support_phone: '+31 20 123 4567' });
    expect(company.statusCode, company.body).toBe(200);
    expect((await t.app.inject({ url: '/api/companyinfo.php' })).json().companyinfo).toMatchObject({ name: 'New Company B.V.', tradenames: ['Amora', 'Liefje'], support_phone: '+31201234567' });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'companyinfo.changed'))).toHaveLength(1);

    await call(admin, 'PUT', '/api/staff-settings.php', form.settings);
    expect((await settings()).signup_enabled).toBe(true);
  });

  it('refuses wrong settings with a message per field and changes nothing', async () => {
    const admin = await adminCookie();
    const form = (await call(admin, 'GET', '/api/staff-settings.php')).json();
    const bad = await call(admin, 'PUT', '/api/staff-settings.php', { ...form.settings, countries: [], signups: 'some', min_age: 16, message_credits: -1, support_email: 'nope', name: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      countries: 'Choose at least one country.',
      signups: 'This value is not valid.',
      min_age: 'Enter a whole number within the allowed range.',
      message_credits: 'Enter a whole number within the allowed range.',
      support_email: 'Please enter a valid e-mail address.',
      name: 'This field is required.',
    });
    const notListed = await call(admin, 'PUT', '/api/staff-settings.php', { ...form.settings, countries: ['NL'], default_country: 'DE' });
    expect(notListed.json().fields).toEqual({ default_country: "The default country must be one of the site's countries." });
    const phone = await call(admin, 'PUT', '/api/staff-companyinfo.php', { ...form.company, support_phone: 'call us', delete_discount: 101 });
    expect(Object.keys(phone.json().fields).sort()).toEqual(['delete_discount', 'support_phone']);
    expect((await call(admin, 'GET', '/api/staff-settings.php')).json()).toEqual(form);
  });
  it('edits the technical settings and the entry-warning countries (decision 060): settings.php answers them at once, one audit row with only what changed', async () => {
    const admin = await adminCookie();
    const form = (await call(admin, 'GET', '/api/staff-settings.php')).json();
    expect(form.settings).toMatchObject({ domain: 'localhost', domain_language: 'nl', cdn_prefix: '/media', search_fields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'] });
    expect(form.settings.site_entry_countries).toContain('NL');
    const settings = async () => (await t.app.inject({ url: '/api/settings.php' })).json().settings;
    await settings(); // cached now: the save must clear it
    const settingsAudits = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.changed')).orderBy(auditLog.id);
    const earlier = (await settingsAudits()).length;

    const changes = {
      site_entry_countries: ['DE', 'AT', 'DE'],
      domain: ' Amora.Example ',
      domain_language: 'de',
      cdn_prefix: '/cdn/photos',
      visible_profile_fields: ['age', 'city', 'interests'],
      visible_profile_notes: ['description'],
      search_fields: ['gender', 'min_age', 'max_age'],
    };
    const saved = await call(admin, 'PUT', '/api/staff-settings.php', { ...form.settings, ...changes });
    expect(saved.statusCode, saved.body).toBe(200);
    const now = await settings();
    expect(now).toMatchObject({ ...changes, site_entry_countries: ['DE', 'AT'], domain: 'amora.example' });
    const audited = (await settingsAudits()).slice(earlier);
    expect(audited).toHaveLength(1);
    expect(Object.keys(audited[0]!.after as object).sort()).toEqual(Object.keys(changes).sort());
    expect(audited[0]!.before).toMatchObject({ domain: 'localhost', cdn_prefix: '/media' });
    // A profile shows only the chosen fields now.
    const viewer = await createMember(t.db);
    const other = await createMember(t.db);
    const seen = await t.app.inject({ url: `/api/member.php?id=${other.id}`, headers: { cookie: viewer.cookie } });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().profile).toMatchObject({ hair_colour: null, signup_message: null, interests: [] });

    // No warning countries at all is allowed (the warning then shows nowhere).
    expect((await call(admin, 'PUT', '/api/staff-settings.php', { ...form.settings, site_entry_countries: [] })).statusCode).toBe(200);
    expect((await settings()).site_entry_countries).toEqual([]);
    await call(admin, 'PUT', '/api/staff-settings.php', form.settings);
  });

  it('takes an image CDN on another origin (decision 068): photo URLs start with it and the CSP allows its images, at once', async () => {
    const admin = await adminCookie();
    const form = (await call(admin, 'GET', '/api/staff-settings.php')).json();
    const viewer = await createMember(t.db, { gender: 'male' });
    const other = await createMember(t.db, { gender: 'female', city: 'Zaandam' });
    await addPhotos(t.db, other.id, 2);
    const imgSrc = async (url: string) => {
      const res = await t.app.inject({ url });
      return cspDirectives(res.headers['content-security-policy']);
    };
    expect((await imgSrc('/api/settings.php')).get('img-src')).toBe("'self' data: blob:"); // cached now: the save must clear it

    // Upper-case host and a trailing slash are tidied; the answer and the form show the stored value.
    const saved = await call(admin, 'PUT', '/api/staff-settings.php', { ...form.settings, cdn_prefix: ' https://CDN.Example.com/photos/ ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call(admin, 'GET', '/api/staff-settings.php')).json().settings.cdn_prefix).toBe('https://cdn.example.com/photos');
    try {
      const seen = (await t.app.inject({ url: `/api/member.php?id=${other.id}`, headers: { cookie: viewer.cookie } })).json().profile;
      const urls: string[] = [seen.main_image.match, seen.main_image.thumb, ...seen.photos.flatMap((p: { url: string; thumb_url: string }) => [p.url, p.thumb_url])];
      expect(urls).toHaveLength(6);
      for (const url of urls) expect(url).toMatch(new RegExp(`^https://cdn\\.example\\.com/photos/p/${other.id}/[^/]+\\.webp$`));
      const found = await t.app.inject({ url: '/api/search.php?gender=female&country=NL', headers: { cookie: viewer.cookie } });
      expect(found.statusCode, found.body).toBe(200);
      const card = found.json().profiles.find((p: { id: number }) => p.id === other.id);
      expect(card.main_image.thumb).toBe(`https://cdn.example.com/photos/p/${other.id}/0-thumb-secret.webp`);

      // Pages, API answers, refusals and unknown paths: the CDN's origin in img-src, nowhere else.
      for (const url of ['/', '/api/settings.php', '/api/user.php?id=abc', '/api/no-such-call.php', '/somewhere']) {
        const csp = await imgSrc(url);
        expect(csp.get('img-src'), url).toBe("'self' data: blob: https://cdn.example.com");
        for (const [name, value] of csp) if (name !== 'img-src') expect(value, `${url} ${name}`).not.toContain('cdn.example.com');
        expect(csp.get('default-src')).toBe("'self'");
      }
      // The files under /media/ (where the CDN fetches them) may be shown on the site's pages across origins.
      await t.photoStore.put('p/cdn/check.webp', Buffer.from('RIFF'));
      const file = await t.app.inject({ url: '/media/p/cdn/check.webp' });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
      // A page that writes its own policy with cspWith() keeps it as written.
      const outbox = await t.app.inject({ url: '/dev/outbox' });
      expect(outbox.statusCode).toBe(200);
      const own = cspDirectives(outbox.headers['content-security-policy']);
      expect(own.get('style-src')).toMatch(/^'sha256-/);
      expect(own.get('img-src')).toBe("'self' data: blob:");
    } finally {
      // The path form again: photos on the site itself, and the origin leaves the policy without a restart.
      expect((await call(admin, 'PUT', '/api/staff-settings.php', { ...form.settings, cdn_prefix: '/cdn/photos' })).statusCode).toBe(200);
    }
    expect((await imgSrc('/api/settings.php')).get('img-src')).toBe("'self' data: blob:");
    const seen = (await t.app.inject({ url: `/api/member.php?id=${other.id}`, headers: { cookie: viewer.cookie } })).json().profile;
    expect(seen.main_image.thumb).toBe(`/cdn/photos/p/${other.id}/0-thumb-secret.webp`);
    expect((await t.app.inject({ url: '/media/p/cdn/check.webp' })).headers['cross-origin-resource-policy']).toBe('same-origin');
    await call(admin, 'PUT', '/api/staff-settings.php', form.settings);
  });

  it('refuses a wrong domain, CDN prefix, field list or warning country with a clear message per field', async () => {
    const admin = await adminCookie();
    const form = (await call(admin, 'GET', '/api/staff-settings.php')).json();
    const audits = async () => (await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.changed'))).length;
    const earlier = await audits();
    const bad = await call(admin, 'PUT', '/api/staff-settings.php', {
      ...form.settings,
      domain: 'https://amora.example/',
      domain_language: 'xx',
      cdn_prefix: 'http://cdn.example.com/m',
      search_fields: [],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      domain: 'Enter the domain without https:// or a path, for example amora.example.',
      domain_language: 'This value is not valid.',
      cdn_prefix: 'Enter a path on this site such as /media (no slash at the end), or the address of an image CDN such as https://cdn.example.com/photos.',
      search_fields: 'Choose at least one search field.',
    });
    for (const cdn of [
      '/media/',
      'media',
      '/me dia',
      '/media?x=1',
      '/media/..',
      '',
      'http://cdn.example.com',
      'ftp://cdn.example.com',
      'https://',
      'https://cdn',
      'https://user:secret@cdn.example.com',
      'https://cdn.example.com/photos?v=1',
      'https://cdn.example.com/photos#top',
      'https://cdn.example.com:99999',
      'https://127.0.0.1/photos',
      'https://cdn.example.com//photos',
      'https://cdn.example.com/a/../b',
      '//cdn.example.com/photos',
    ]) {
      const wrong = await call(admin, 'PUT', '/api/staff-settings.php', { ...form.settings, cdn_prefix: cdn });
      expect(wrong.json().fields?.cdn_prefix, cdn).toBe('Enter a path on this site such as /media (no slash at the end), or the address of an image CDN such as https://cdn.example.com/photos.');
    }
    for (const domain of ['amora', 'amora..example', '-amora.example', 'amora.example:8080', 'amora.example/path']) {
      const wrong = await call(admin, 'PUT', '/api/staff-settings.php', { ...form.settings, domain });
      expect(wrong.json().fields?.domain, domain).toBe('Enter the domain without https:// or a path, for example amora.example.');
    }
    const lists = await call(admin, 'PUT', '/api/staff-settings.php', {
      ...form.settings,
      visible_profile_fields: ['age', 'password_hash'],
      visible_profile_notes: ['age'],
      site_entry_countries: ['NL', 'XX'],
    });
    const fields = lists.json().fields as Record<string, string>;
    expect(Object.entries(fields).sort()).toEqual([
      ['site_entry_countries.1', 'Please choose one of the listed countries.'],
      ['visible_profile_fields.1', 'This list holds a field the site does not know.'],
      ['visible_profile_notes.0', 'This list holds a field the site does not know.'],
    ]);
    expect((await call(admin, 'GET', '/api/staff-settings.php')).json()).toEqual(form);
    expect(await audits()).toBe(earlier);
  });
});

import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { pageDescription, pageLinks } from './page-head';

describe('pageLinks', () => {
  it('gives the page in the active language as canonical, every language as alternate and the site language as x-default', () => {
    const links = pageLinks('https://example.test', 'member', { id: '7' }, 'de', 'nl');
    expect(links[0]).toEqual({ rel: 'canonical', href: 'https://example.test/mitglieder/7' });
    expect(links.filter((link) => link.rel === 'alternate').map((link) => `${link.hreflang} ${link.href}`)).toEqual([
      'nl https://example.test/leden/7',
      'de https://example.test/mitglieder/7',
      'en https://example.test/members/7',
      'es https://example.test/miembros/7',
      'fr https://example.test/membres/7',
      'it https://example.test/membri/7',
      'pl https://example.test/uzytkownicy/7',
      'x-default https://example.test/leden/7',
    ]);
  });
});

describe('pageDescription', () => {
  const t = ((key: string, values?: Record<string, string>) => `${key} ${JSON.stringify(values ?? {})}`) as unknown as TFunction;
  const tLegal = ((key: string) => `legal:${key}`) as unknown as TFunction<'legal'>;
  const site = { name: 'Amora', description: 'The site' };

  it('uses a page’s own description, a legal page’s title, else the site’s description', () => {
    expect(pageDescription('login', t, tLegal, site)).toBe('meta.login {"site":"Amora"}');
    expect(pageDescription('pagePrivacy', t, tLegal, site)).toBe('meta.legal {"site":"Amora","title":"legal:privacy.title"}');
    expect(pageDescription('home', t, tLegal, site)).toBe('The site');
    expect(pageDescription(null, t, tLegal, site)).toBe('The site');
  });
});

import { pathFor } from '@dating/i18n';
import { describe, expect, it } from 'vitest';
import { backInLanguage, backPath } from './lang-config';

describe('/lang-config going back', () => {
  it('takes only a path of this site', () => {
    expect(backPath('/leden?page=2')).toBe('/leden?page=2');
    for (const value of [null, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'leden']) expect(backPath(value), String(value)).toBeNull();
  });

  it('returns to the same page in the chosen language, with its query and hash', () => {
    const dutch = pathFor('members', 'nl');
    const german = pathFor('members', 'de');
    expect(german).not.toBe(dutch);
    expect(backInLanguage(dutch, 'de')).toBe(german);
    expect(backInLanguage(`${dutch}?page=2#results`, 'de')).toBe(`${german}?page=2#results`);
    expect(backInLanguage(pathFor('member', 'nl', { id: 7 }), 'fr')).toBe(pathFor('member', 'fr', { id: 7 }));
    // A path of no page (a campaign link, say) is kept as it is.
    expect(backInLanguage('/zomer26', 'de')).toBe('/zomer26');
  });
});

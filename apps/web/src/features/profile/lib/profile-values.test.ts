import type { OwnProfile } from '@dating/contracts';
import { describe, expect, it } from 'vitest';
import { ageOn, changedFields, checkProfile, valuesOf } from './profile-values';

const profile: OwnProfile = {
  id: 7,
  name: 'Sanne',
  gender: 'female',
  sexuality: 'hetero',
  date_of_birth: '1990-05-12',
  age: 35,
  city: 'Utrecht',
  country: 'NL',
  region: 'UT',
  latitude: null,
  longitude: null,
  hair_colour: 'blond',
  eye_colour: null,
  body_type: null,
  relationship_status: 'single',
  tattoos: null,
  signup_reason: null,
  interests: ['music', 'beach'],
  description: null,
  status: 'active',
};

describe('profile form values', () => {
  it('turns missing values into empty choices and back', () => {
    const values = valuesOf(profile);
    expect(values.eye_colour).toBe('');
    expect(values.description).toBe('');
    expect(changedFields(values, values)).toEqual({});
  });

  it('sends only what changed, emptied optional fields as null', () => {
    const initial = valuesOf(profile);
    const current = { ...initial, name: ' Sanne V ', city: '', hair_colour: '' as const, eye_colour: 'blue' as const, description: 'Hoi!' };
    expect(changedFields(initial, current)).toEqual({
      name: 'Sanne V',
      city: null,
      hair_colour: null,
      eye_colour: 'blue',
      description: 'Hoi!',
    });
  });

  it('compares interests as a set and sends the position with the place', () => {
    const initial = valuesOf(profile);
    expect(changedFields(initial, { ...initial, interests: ['beach', 'music'] })).toEqual({});
    expect(changedFields(initial, { ...initial, interests: ['beach'] })).toEqual({ interests: ['beach'] });
    expect(changedFields(initial, { ...initial, country: 'BE', region: 'VAN', latitude: 51.2, longitude: 4.4 })).toEqual({
      country: 'BE',
      region: 'VAN',
      latitude: 51.2,
      longitude: 4.4,
    });
  });

  it('never sends a required field empty', () => {
    const initial = valuesOf(profile);
    expect(changedFields(initial, { ...initial, name: '  ', date_of_birth: '' })).toEqual({});
  });
});

describe('profile checks', () => {
  const today = new Date('2026-03-01T12:00:00Z');
  const context = { email: 'sanne@example.com', minAge: 18, today };

  it('counts whole years and rejects impossible dates', () => {
    expect(ageOn('2008-03-01', today)).toBe(18);
    expect(ageOn('2008-03-02', today)).toBe(17);
    expect(ageOn('2001-02-30', today)).toBeNull();
    expect(ageOn('1.5.1990', today)).toBeNull();
  });

  it('explains what is wrong with a name or date of birth', () => {
    const base = valuesOf(profile);
    expect(checkProfile(base, context)).toEqual({});
    expect(checkProfile({ ...base, name: '' }, context).name).toBe('nameRequired');
    expect(checkProfile({ ...base, name: '@sanne' }, context).name).toBe('nameAt');
    expect(checkProfile({ ...base, name: 'Sanne@Example.com' }, context).name).toBe('nameIsEmail');
    expect(checkProfile({ ...base, name: 'S' }, context).name).toBe('nameTooShort');
    expect(checkProfile({ ...base, name: 'S'.repeat(31) }, context).name).toBe('nameTooLong');
    expect(checkProfile({ ...base, date_of_birth: '2010-01-01' }, context).date_of_birth).toBe('tooYoung');
    expect(checkProfile({ ...base, date_of_birth: '1890-01-01' }, context).date_of_birth).toBe('birthDateInvalid');
  });
});

import { describe, expect, it } from 'vitest';
import { isValidEmail, suggestEmail } from './email.js';

describe('e-mail syntax', () => {
  it.each(['anna@example.com', 'j.de.vries+dating@ziggo.nl', 'o\'brien@mail.ie', 'x@sub.domain.co.uk'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['anna', 'anna@', '@example.com', 'anna@example', 'an na@example.com', 'anna@@example.com', '.anna@example.com', 'an..na@example.com', `${'a'.repeat(65)}@example.com`, 'anna@-example.com'])(
    'refuses %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});

describe('did you mean', () => {
  it.each([
    ['sophie@gmial.com', 'sophie@gmail.com'],
    ['sophie@gmail.con', 'sophie@gmail.com'],
    ['jan@hotmial.nl', 'jan@hotmail.nl'],
    ['jan@zigo.nl', 'jan@ziggo.nl'],
    ['kasia@wp.pll', 'kasia@wp.pl'],
    ['marc@example.cmo', 'marc@example.com'],
  ])('suggests a correction for %s', (typo, fix) => {
    expect(suggestEmail(typo)).toBe(fix);
  });
  it.each(['sophie@gmail.com', 'jan@example.nl', 'anna@mycompany.de', 'no-at-sign'])('leaves %s alone', (email) => {
    expect(suggestEmail(email)).toBeNull();
  });
});

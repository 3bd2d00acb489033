import { describe, expect, it } from 'vitest';
import { firstOpenStep, isComplete, memberSearchFor, parseChoices, toChoiceParams } from './match-finder-state';

describe('match finder choices', () => {
  it('reads the three answers from the URL, dropping unknown values', () => {
    expect(parseChoices(new URLSearchParams('age=35%2B&appearance=sexy&race=other'))).toEqual({ age: '35+', appearance: 'sexy', race: 'other' });
    expect(parseChoices(new URLSearchParams('age=12-16&appearance=normal&race=green'))).toEqual({ appearance: 'normal' });
    expect(parseChoices(new URLSearchParams(''))).toEqual({});
  });

  it('is complete with all three answers, and writes them back in a fixed order', () => {
    const choices = { race: 'white', age: '18-35', appearance: 'normal' } as const;
    expect(isComplete(choices)).toBe(true);
    expect(isComplete({ age: '18-35' })).toBe(false);
    expect(toChoiceParams(choices).toString()).toBe('age=18-35&appearance=normal&race=white');
  });

  it('starts the quiz at the first open question', () => {
    expect(firstOpenStep({})).toBe(0);
    expect(firstOpenStep({ age: '35+' })).toBe(1);
    expect(firstOpenStep({ age: '35+', appearance: 'sexy' })).toBe(2);
    expect(firstOpenStep({ age: '35+', appearance: 'sexy', race: 'white' })).toBe(2);
  });

  it('turns the age group into the member search filter', () => {
    expect(memberSearchFor({ age: '18-35', appearance: 'sexy', race: 'white' })).toBe('min_age=18&max_age=35');
    expect(memberSearchFor({ age: '35+', appearance: 'normal', race: 'other' })).toBe('min_age=35');
  });
});

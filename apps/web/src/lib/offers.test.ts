import { TIME_BONUS, type DiscountCode } from '@dating/contracts';
import { describe, expect, it } from 'vitest';
import { pickActiveDiscount, timeBonusFromAnswer, welcomeFromCode, type ActiveDiscount } from './offers';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const answer = (isVisible: boolean, secondsLeft: number) => ({
  isVisible,
  hours: '00',
  minutes: '00',
  seconds: '00',
  seconds_left: secondsLeft,
  code: TIME_BONUS.code,
  value_percentage: TIME_BONUS.percentage,
});
const welcomeCode = (patch: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'WELCOME-7',
  value_percentage: 25,
  currency: null,
  minimum_order_value: null,
  country: null,
  user_id: 7,
  expires: '2026-11-26T12:00:00Z',
  status: 'active',
  validity: 'once',
  expired: false,
  paymentmethods: [],
  kind: 'welcome',
  ...patch,
});

describe('time bonus', () => {
  it('ends the server’s seconds left after the answer came, counted on this clock', () => {
    expect(timeBonusFromAnswer(answer(true, 14_399), NOW)).toEqual({ code: 'TIMEBONUS25', percentage: 25, deadline: NOW + 14_399_000 });
  });

  it('is not there when the server says it is not visible or no time is left', () => {
    expect(timeBonusFromAnswer(answer(false, 100), NOW)).toBeNull();
    expect(timeBonusFromAnswer(answer(true, 0), NOW)).toBeNull();
  });
});

describe('welcome discount', () => {
  it('runs until the code expires', () => {
    expect(welcomeFromCode(welcomeCode())).toEqual({ code: 'WELCOME-7', percentage: 25, deadline: Date.parse('2026-11-26T12:00:00Z') });
  });

  it('is not offered when expired, used, disabled or without an end to count down to', () => {
    expect(welcomeFromCode(welcomeCode({ expired: true }))).toBeNull();
    expect(welcomeFromCode(welcomeCode({ status: 'used' }))).toBeNull();
    expect(welcomeFromCode(welcomeCode({ status: 'disabled' }))).toBeNull();
    expect(welcomeFromCode(welcomeCode({ expires: null }))).toBeNull();
  });
});

describe('active discount', () => {
  const bonus: ActiveDiscount = { code: 'TIMEBONUS25', percentage: 25, kind: 'timebonus', deadline: NOW + 1000 };
  const welcome: ActiveDiscount = { code: 'WELCOME-7', percentage: 25, kind: 'welcome', deadline: NOW + 5000 };

  it('is the time bonus when there is one, otherwise the welcome discount', () => {
    expect(pickActiveDiscount(bonus, welcome)).toBe(bonus);
    expect(pickActiveDiscount(null, welcome)).toBe(welcome);
    expect(pickActiveDiscount(null, null)).toBeNull();
  });
});

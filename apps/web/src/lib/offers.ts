import { getDiscountCode, getTimeBonus, type DiscountCode, type ResponseOf } from '@dating/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-member';

/** A discount the member has now: its code, percentage, what it is and when it ends (epoch ms). */
export interface ActiveDiscount {
  code: string;
  percentage: number;
  kind: 'timebonus' | 'welcome';
  deadline: number;
}

/** The server's time-bonus answer as an offer ending `seconds_left` after `now`; null when there is none. */
export function timeBonusFromAnswer(answer: ResponseOf<typeof getTimeBonus>, now: number): Omit<ActiveDiscount, 'kind'> | null {
  if (!answer.isVisible || answer.seconds_left <= 0) return null;
  return { code: answer.code, percentage: answer.value_percentage, deadline: now + answer.seconds_left * 1_000 };
}

/** The welcome code as an offer ending when the code expires; null when it cannot be used (any more). */
export function welcomeFromCode(code: DiscountCode): Omit<ActiveDiscount, 'kind'> | null {
  const deadline = code.expires ? Date.parse(code.expires) : NaN;
  if (code.expired || code.status !== 'active' || !Number.isFinite(deadline)) return null;
  return { code: code.code, percentage: code.value_percentage, deadline };
}

/**
 * The time bonus (GET /api/time-bonus.php): asked for again whenever the login state changes (the key
 * holds the member), never for a visitor or a paid member, and gone at logout (clearMemberData drops
 * it). Its end is the server's seconds left counted from the moment the answer came.
 */
function useTimeBonusQuery() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: ['time-bonus', user?.id ?? null],
    queryFn: async ({ signal }) => {
      const answer = await api.callStrict(getTimeBonus, { signal });
      return timeBonusFromAnswer(answer, Date.now());
    },
    enabled: user !== null && !user.paid_user,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * The member's welcome discount (GET /api/discountcode.php?welcome=true); a failure is ignored
 * silently (spec section 9): no welcome discount then.
 */
function useWelcomeQuery() {
  const user = useCurrentUser();
  return useQuery({
    queryKey: ['welcome-discount', user?.id ?? null],
    queryFn: async ({ signal }) => {
      try {
        return welcomeFromCode(await api.callStrict(getDiscountCode, { query: { welcome: 'true' }, signal }));
      } catch {
        return null;
      }
    },
    enabled: user !== null && !user.paid_user,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Whether `deadline` (epoch ms) has come: one timer to the deadline, so an offer disappears at zero
 * without a render every second.
 */
export function useDeadlinePassed(deadline: number | null): boolean {
  const [passed, setPassed] = useState<number | null>(null);
  useEffect(() => {
    if (deadline === null) return;
    // setTimeout holds at most ~24.8 days; an offer lasts hours or days, and a later check catches up.
    const timer = setTimeout(() => setPassed(deadline), Math.min(Math.max(0, deadline - Date.now()), 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [deadline]);
  return deadline !== null && passed === deadline;
}

/** An offer while it runs: null for a visitor, a paid member, or once its deadline has come. */
function useRunning(offer: Omit<ActiveDiscount, 'kind'> | null, kind: ActiveDiscount['kind']): ActiveDiscount | null {
  const user = useCurrentUser();
  const passed = useDeadlinePassed(offer?.deadline ?? null);
  if (!user || user.paid_user || !offer || passed) return null;
  return { ...offer, kind };
}

/** The running time bonus, or null. */
export function useTimeBonus(): ActiveDiscount | null {
  return useRunning(useTimeBonusQuery().data ?? null, 'timebonus');
}

/** The running welcome discount, or null. */
export function useWelcomeDiscount(): ActiveDiscount | null {
  return useRunning(useWelcomeQuery().data ?? null, 'welcome');
}

/** Whether the time bonus or the welcome discount is still being asked for (the first time). */
export function useOffersLoading(): boolean {
  const bonus = useTimeBonusQuery();
  const welcome = useWelcomeQuery();
  return bonus.isLoading || welcome.isLoading;
}

/** The active discount (spec section 4): the time bonus when there is one, otherwise the welcome discount. */
export function useActiveDiscount(): ActiveDiscount | null {
  const bonus = useTimeBonus();
  const welcome = useWelcomeDiscount();
  return pickActiveDiscount(bonus, welcome);
}

export function pickActiveDiscount(bonus: ActiveDiscount | null, welcome: ActiveDiscount | null): ActiveDiscount | null {
  return bonus ?? welcome;
}


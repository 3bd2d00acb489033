import { getDiscountCode } from '@dating/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-member';
import { useActiveDiscount, useOffersLoading } from '@/lib/offers';

/**
 * A discount code checked by the server (GET /api/discountcode.php?code=…), with the package and the
 * way to pay when they are known; a rule that fails answers 400 with its message in the member's language.
 */
export function useDiscountCheck(code: string | null, packageId?: number, method?: string) {
  const user = useCurrentUser();
  return useQuery({
    queryKey: ['discount-code', user?.id ?? null, code, packageId ?? null, method ?? null],
    queryFn: ({ signal }) =>
      api.callStrict(getDiscountCode, {
        query: { code: code ?? '', ...(packageId !== undefined && { package_id: packageId }), ...(method !== undefined && { method }) },
        signal,
      }),
    enabled: user !== null && code !== null && code !== '',
    retry: false,
    placeholderData: keepPreviousData,
  });
}

/** The discount applied to a price: the code sent with the payment and its percentage. */
export interface AppliedDiscount {
  code: string;
  percentage: number;
}

/**
 * The discount on /credits and /credits/{id}: the code the member entered (`?code=` in the address,
 * which the offer banners also set), else the member's active discount (time bonus, else welcome).
 * It counts only once the server has accepted it for this package and way to pay; `problem` is the
 * server's reason when it did not.
 */
export function useAppliedDiscount(packageId?: number, method?: string) {
  const [params, setParams] = useSearchParams();
  const active = useActiveDiscount();
  const offersLoading = useOffersLoading();
  const entered = params.get('code')?.trim() || null;
  const code = entered ?? active?.code ?? null;
  const check = useDiscountCheck(code, packageId, method);
  const data = check.data && !check.isPlaceholderData && check.data.code.toUpperCase() === code?.toUpperCase() ? check.data : null;
  const applied: AppliedDiscount | null = data ? { code: data.code, percentage: data.value_percentage } : null;
  const apply = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next.trim()) copy.set('code', next.trim());
        else copy.delete('code');
        return copy;
      },
      { replace: true },
    );
  return {
    code,
    applied,
    entered,
    // Until the offers and the code are known, the price is not.
    checking: check.isFetching || (entered === null && offersLoading),
    // An active discount the server no longer accepts is simply not applied; a code the member typed says why.
    problem: entered !== null && check.isError ? check.error : null,
    apply,
  };
}

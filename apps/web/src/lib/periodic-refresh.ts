import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Reloads the queries under `queryKey` `delayMs` after the shell mounts, then every `intervalMs`
 * (spec section 9). Only queries somebody shows refetch; a visitor's disabled query is left alone.
 * `queryKey` must be a constant (a module-level array).
 */
export function usePeriodicRefresh(queryKey: QueryKey, delayMs: number, intervalMs: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let interval: ReturnType<typeof setInterval> | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey });
    const start = setTimeout(() => {
      refresh();
      interval = setInterval(refresh, intervalMs);
    }, delayMs);
    return () => {
      clearTimeout(start);
      clearInterval(interval);
    };
  }, [queryClient, queryKey, delayMs, intervalMs]);
}

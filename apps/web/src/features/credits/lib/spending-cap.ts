/**
 * An amount as a member types it ("50", "49,95", "49.9", "1 000") in minor units, or null when it is not
 * a plain amount with at most two decimals.
 */
export function parseMoney(text: string): number | null {
  const compact = text.replace(/[\s\u00a0']/g, '');
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

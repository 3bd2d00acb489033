export type BadgeTone = 'danger' | 'warning' | 'neutral';

export const BADGE_CAP = 99;

/** The text of a count badge: nothing for 0 (unless shown), the number, or "99+" from 100 on. */
export function formatBadgeCount(count: number, { cap = BADGE_CAP, showZero = false } = {}): string | null {
  if (!Number.isFinite(count) || count < 0) return null;
  if (count === 0 && !showZero) return null;
  return count > cap ? `${cap}+` : String(Math.floor(count));
}

interface BadgeProps {
  count: number;
  /** What the number means for screen readers, e.g. "3 unread messages". */
  label: string;
  tone?: BadgeTone;
  showZero?: boolean;
}

/** A small count bubble next to a navigation item. */
export function Badge({ count, label, tone = 'danger', showZero = false }: BadgeProps) {
  const text = formatBadgeCount(count, { showZero });
  if (text === null) return null;
  return (
    <span className={`badge badge-${tone}`}>
      <span aria-hidden="true">{text}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

import type { CurrentUser } from '@dating/contracts';
import type { RouteName } from '@dating/i18n';
import { Badge, formatBadgeCount } from '@dating/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLocalizedPath } from '@/lib/localized-path';
import { useActivityCounts } from '../activity-counts';
import { creditsBadgeTone } from './credits-badge';

interface ItemProps {
  to: RouteName;
  icon: ReactNode;
  label: string;
  badge?: ReactNode;
  /** The link's name when it says more than its label and badge (the balance of Credits). */
  name?: string;
  onNavigate?: () => void;
}

function Item({ to, icon, label, badge, name, onNavigate }: ItemProps) {
  const localizedPath = useLocalizedPath();
  return (
    <li>
      <NavLink to={localizedPath(to)} className="nav-link" onClick={onNavigate} aria-label={name}>
        <span className="nav-icon" aria-hidden="true">
          {icon}
        </span>
        <span className="nav-label">{label}</span>
        {badge}
      </NavLink>
    </li>
  );
}

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
    <path fill="currentColor" d={d} />
  </svg>
);
const ICONS = {
  search: icon('M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z'),
  messages: icon('M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm0 2v11.2L7.2 14H20V6H4Z'),
  likes: icon('M12 21 4.2 13.4A5.3 5.3 0 0 1 11.6 6L12 6.4l.4-.4a5.3 5.3 0 0 1 7.4 7.4Z'),
  credits: icon('M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20Zm1 4h-2v1.1A3 3 0 0 0 11.5 13h1a1 1 0 0 1 0 2H9v2h2v1h2v-1.1a3 3 0 0 0-.5-5.9h-1a1 1 0 0 1 0-2H15V7h-2V6Z'),
  premium: icon('m12 2 3 6.3 6.9.8-5.1 4.7 1.4 6.8L12 17.2l-6.2 3.4 1.4-6.8L2.1 9.1 9 8.3 12 2Z'),
};

/** The logged-in navigation: search, messages, likes, and credits or premium. */
export function MemberNav({ user, onNavigate }: { user: CurrentUser; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { unreadMessages, newLikes } = useActivityCounts();
  const creditsTone = creditsBadgeTone(user.credits);

  return (
    <ul className="nav-list">
      <Item to="members" icon={ICONS.search} label={t('nav.search')} onNavigate={onNavigate} />
      <Item
        to="chats"
        icon={ICONS.messages}
        label={t('nav.messages')}
        onNavigate={onNavigate}
        badge={<Badge count={unreadMessages} label={t('nav.unreadMessages', { count: unreadMessages })} />}
      />
      <Item
        to="likes"
        icon={ICONS.likes}
        label={t('nav.likes')}
        onNavigate={onNavigate}
        badge={<Badge count={newLikes} label={t('nav.newLikes', { count: newLikes })} />}
      />
      {user.paid_user ? (
        // Premium members see their balance: the name always says it ("Credits, 25 credits"); the
        // coloured badge shows it at 10 or fewer (spec section 2). Both follow the member's balance,
        // which every payment, message, gift and unlock updates.
        <Item
          to="credits"
          icon={ICONS.credits}
          label={t('nav.credits')}
          name={`${t('nav.credits')}, ${t('nav.creditsBalance', { count: user.credits })}`}
          onNavigate={onNavigate}
          badge={
            creditsTone ? (
              <span className={`badge badge-${creditsTone}`} aria-hidden="true">
                {formatBadgeCount(user.credits, { showZero: true })}
              </span>
            ) : null
          }
        />
      ) : (
        // Premium comes with the first purchase: "Get Premium" opens /premium (what it gives, the tryout).
        <Item to="premium" icon={ICONS.premium} label={t('nav.getPremium')} onNavigate={onNavigate} />
      )}
    </ul>
  );
}

import type { StaffRole } from '@dating/contracts';

/** A console section and the roles that see it (an admin sees everything). */
export interface NavItem {
  path: string;
  /** Key in the console catalogue (nav.*). */
  label: 'overview' | 'queue' | 'figures' | 'audit' | 'photos' | 'campaigns' | 'fictional' | 'codes' | 'packages' | 'settings' | 'credits' | 'payments' | 'staff' | 'complaints' | 'members';
  roles: readonly StaffRole[];
}

/** Every section of the console; a new page adds one line here and one route. */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: '/', label: 'overview', roles: ['operator', 'moderator', 'admin'] },
  { path: '/queue', label: 'queue', roles: ['operator'] },
  { path: '/figures', label: 'figures', roles: ['admin'] },
  { path: '/audit', label: 'audit', roles: ['admin'] },
  { path: '/photos', label: 'photos', roles: ['moderator'] },
  { path: '/campaigns', label: 'campaigns', roles: ['admin'] },
  { path: '/fictional', label: 'fictional', roles: ['admin'] },
  { path: '/codes', label: 'codes', roles: ['admin'] },
  { path: '/packages', label: 'packages', roles: ['admin'] },
  { path: '/settings', label: 'settings', roles: ['admin'] },
  { path: '/credits', label: 'credits', roles: ['admin'] },
  { path: '/payments', label: 'payments', roles: ['admin'] },
  { path: '/staff', label: 'staff', roles: ['admin'] },
  { path: '/complaints', label: 'complaints', roles: ['moderator'] },
  { path: '/members', label: 'members', roles: ['moderator'] },
];

export function navFor(role: StaffRole): NavItem[] {
  return NAV_ITEMS.filter((item) => role === 'admin' || item.roles.includes(role));
}

export function mayOpen(role: StaffRole, path: string): boolean {
  return navFor(role).some((item) => item.path === path);
}

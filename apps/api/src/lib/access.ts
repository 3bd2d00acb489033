import type { Access, Role } from '@dating/contracts';

/**
 * Whether an account with this role may make a call declared with this access: any account for
 * `member`, the role itself for a staff call, and an admin everything. Visitors (no account) reach
 * only `public` calls; the route helper answers them before asking this.
 */
export function roleMayCall(role: Role, access: Access): boolean {
  if (access === 'public' || access === 'member') return true;
  return role === 'admin' || role === access;
}

/** Whether a call is a staff call: it needs the console session (decision 040), not the member one. */
export function isStaffAccess(access: Access): access is 'operator' | 'moderator' | 'admin' {
  return access !== 'public' && access !== 'member';
}

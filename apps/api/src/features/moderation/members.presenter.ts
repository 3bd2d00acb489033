import type { MemberLine } from '@dating/contracts';
import type { ProfileRow, MemberRow } from '@dating/db';

export type LineRow = { user: MemberRow; profile: ProfileRow | null };

export function presentMemberLine({ user, profile }: LineRow): MemberLine {
  return {
    id: user.id,
    email: user.email,
    name: profile?.name ?? null,
    status: user.status,
    fictional: profile?.fictional ?? false,
    banned: user.status === 'disabled',
    hidden: profile?.hiddenAt != null,
    country: profile?.country ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

import type { PublicProfile } from '@dating/contracts';
import { BlockedNotice } from '@/features/blocks/components/blocked-notice';
import { SeenLike } from '@/features/likes/components/seen-like';
import { MemberPage } from '@/features/members/components/member/member-page';
import { MemberActions } from './member-actions';

const actions = (profile: PublicProfile, onBlocked: () => void) => <MemberActions profile={profile} onBlocked={onBlocked} />;
const blockedNotice = (profile: PublicProfile) => <BlockedNotice profileId={profile.id} name={profile.name} />;
const shown = (profile: PublicProfile) => <SeenLike profileId={profile.id} />;

/** /members/{id}: the members feature's profile page with the likes and blocks features' parts. */
export function MemberProfilePage() {
  return <MemberPage actions={actions} blockedNotice={blockedNotice} shown={shown} />;
}

import type { PublicProfile } from '@dating/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { BlockedNotice } from '@/features/blocks/components/blocked-notice';
import { SeenLike } from '@/features/likes/components/seen-like';
import { MemberPage } from '@/features/members/components/member/member-page';
import { loadedVisitor } from '@/lib/current-member';
import { memberQueryOptions } from '@/lib/member-profile';
import { MemberActions } from './member-actions';

const actions = (profile: PublicProfile, onBlocked: () => void) => <MemberActions profile={profile} onBlocked={onBlocked} />;
const blockedNotice = (profile: PublicProfile) => <BlockedNotice profileId={profile.id} name={profile.name} />;
const shown = (profile: PublicProfile) => <SeenLike profileId={profile.id} />;

/** The profile the page shows (decision 075): fetched beside the page's code, before its first render. */
export async function memberFirstScreen(queryClient: QueryClient, { params }: { params: { id?: string } }): Promise<void> {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return;
  await queryClient.prefetchQuery(memberQueryOptions(id, loadedVisitor(queryClient).user?.id ?? null));
}

/** /members/{id}: the members feature's profile page with the likes and blocks features' parts. */
export function MemberProfilePage() {
  return <MemberPage actions={actions} blockedNotice={blockedNotice} shown={shown} />;
}

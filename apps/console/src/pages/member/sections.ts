import type { ComponentType } from 'react';
import type { MemberView, StaffRole } from '@dating/contracts';
import { BanSection } from './ban-section';
import { ComplaintsSection } from './complaints-section';
import { CreditsSection, RefundsSection } from './money-sections';
import { PaymentsSection } from './payments-section';
import { PhotosSection } from './photos-section';
import { ProfileSection } from './profile-section';
import { VisibilitySection } from './visibility-section';

/** What every section of the member view gets: the member as the API answered (refetched after a change). */
export interface SectionProps {
  view: MemberView;
}

/**
 * The sections of the member view, in order, and the roles that see them (an admin sees all; an empty
 * list means admins only). A new panel is one component and one line here.
 */
export const MEMBER_SECTIONS: readonly { key: string; Section: ComponentType<SectionProps>; roles: readonly StaffRole[] }[] = [
  { key: 'profile', Section: ProfileSection, roles: ['moderator'] },
  { key: 'ban', Section: BanSection, roles: ['moderator'] },
  { key: 'visibility', Section: VisibilitySection, roles: ['moderator'] },
  { key: 'photos', Section: PhotosSection, roles: ['moderator'] },
  { key: 'complaints', Section: ComplaintsSection, roles: ['moderator'] },
  { key: 'payments', Section: PaymentsSection, roles: ['moderator'] },
  { key: 'credits', Section: CreditsSection, roles: [] },
  { key: 'refunds', Section: RefundsSection, roles: [] },
];

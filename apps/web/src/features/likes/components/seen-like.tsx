import { useSeenLike } from '../api/get-likes';

/**
 * Rendered while another member's profile is open: opening it cleared their new like on the
 * server, and the badge and title follow at once.
 */
export function SeenLike({ profileId }: { profileId: number }) {
  useSeenLike(profileId);
  return null;
}

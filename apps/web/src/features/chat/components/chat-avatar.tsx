import type { ProfileCard } from '@dating/contracts';
import { PhotoPlaceholder } from '@/components/member/photo-placeholder';

/** A member's round thumbnail (decorative: the name is always next to it). */
export function ChatAvatar({ profile, size = 48 }: { profile: ProfileCard; size?: number }) {
  return (
    <span className="chat-avatar" style={{ width: size, height: size }}>
      {profile.main_image ? <img src={profile.main_image.thumb} alt="" width={size} height={size} loading="lazy" /> : <PhotoPlaceholder />}
    </span>
  );
}

import type { PublicProfile } from '@dating/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditBundleOffer } from '@/components/credits/credit-bundle-offer';
import { PhotoPlaceholder } from '@/components/member/photo-placeholder';
import { useCurrentUser } from '@/lib/current-member';
import { LocalLink } from '@/lib/localized-path';

/**
 * The main photo large, the others as thumbnails that show it large. Locked photos (free members
 * and visitors) come only blurred, with a lock and the way to see them: premium (a concrete credit
 * bundle is offered: the first purchase makes a member premium), or logging in.
 */
export function MemberGallery({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('members');
  const user = useCurrentUser();
  const open = profile.photos.filter((photo) => !photo.locked);
  const locked = profile.photos.filter((photo) => photo.locked);
  const [selectedId, setSelectedId] = useState(open.find((photo) => photo.main)?.id ?? open[0]?.id);
  const selected = open.find((photo) => photo.id === selectedId) ?? open[0];

  return (
    <section className="member-gallery" aria-label={t('member.photos')}>
      <div className="gallery-main">
        {selected ? (
          <img src={selected.url} alt={t('member.photoOf', { name: profile.name })} width={600} height={800} fetchPriority="high" />
        ) : (
          <PhotoPlaceholder />
        )}
      </div>
      {open.length > 1 || locked.length > 0 ? (
        <ul className="gallery-thumbs">
          {open.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className="gallery-thumb"
                aria-pressed={photo.id === selected?.id}
                aria-label={t('member.showPhoto', { number: index + 1, total: open.length })}
                onClick={() => setSelectedId(photo.id)}
              >
                <img src={photo.thumb_url} alt="" width={96} height={96} />
              </button>
            </li>
          ))}
          {locked.map((photo) => (
            <li key={photo.id}>
              <span className="gallery-thumb gallery-thumb-locked" role="img" aria-label={t('member.lockedPhoto')}>
                <img src={photo.thumb_url} alt="" width={96} height={96} />
                <span className="lock-icon" aria-hidden="true" />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {locked.length > 0 ? (
        <div className="locked-note">
          <p>
            <span className="lock-icon lock-icon-inline" aria-hidden="true" />
            <span>
              {t('member.lockedText', { count: locked.length })}{' '}
              {user ? (
                <LocalLink to="premium">{t('member.becomePremium')}</LocalLink>
              ) : (
                <LocalLink to="login">{t('member.logInToSee')}</LocalLink>
              )}
            </span>
          </p>
          {user ? <CreditBundleOffer /> : null}
        </div>
      ) : null}
    </section>
  );
}

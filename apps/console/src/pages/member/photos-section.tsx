import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SectionProps } from './sections';
import { SectionCard } from './section-card';

/** The member's photos with their moderation status; a link to those waiting in the photo queue. */
export function PhotosSection({ view }: SectionProps) {
  const { t } = useTranslation();
  const name = view.member.name ?? String(view.member.id);
  return (
    <SectionCard title={t('member.photos', { count: view.photos.length })}>
      {view.photos.length === 0 ? (
        <p className="muted">{t('member.noPhotos')}</p>
      ) : (
        <ul className="member-photos">
          {view.photos.map((p) => (
            <li key={p.id}>
              <img src={p.thumb_url} alt={t('photos.alt', { name })} width={96} height={96} />
              <span className="small">
                {t(`member.photoStatus.${p.status}`)}
                {p.main ? ` · ${t('photos.main')}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="small">
        <Link to={`/photos?member=${view.member.id}`}>{t('member.photoQueue')}</Link>
      </p>
    </SectionCard>
  );
}

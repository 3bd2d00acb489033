import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The two parts of the campaigns section: mailings (promotions and news) and short links. */
export function CampaignsTabs() {
  const { t } = useTranslation();
  return (
    <nav className="tab-list section-tabs" aria-label={t('campaignLinks.sections')}>
      <NavLink to="/campaigns" end className="tab">
        {t('campaignLinks.mailings')}
      </NavLink>
      <NavLink to="/campaigns/links" end className="tab">
        {t('campaignLinks.shortLinks')}
      </NavLink>
    </nav>
  );
}

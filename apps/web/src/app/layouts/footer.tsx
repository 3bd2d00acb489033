import type { RouteName } from '@dating/i18n';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocale } from '@/lib/locale';
import { LocalLink } from '@/lib/localized-path';
import { useCompanyInfo } from '@/lib/settings/company-info';
import { useSettings } from '@/lib/settings/site-settings';

const YEAR = new Date().getFullYear();

const LINKS: { to: RouteName; key: string }[] = [
  { to: 'pageTerms', key: 'terms' },
  { to: 'pagePrivacy', key: 'privacy' },
  { to: 'pageCookies', key: 'cookies' },
  { to: 'pageBan', key: 'ban' },
  { to: 'pricing', key: 'pricing' },
  { to: 'complaints', key: 'complaints' },
  { to: 'pageReturnPolicy', key: 'returnPolicy' },
  { to: 'pageFaq', key: 'faq' },
  { to: 'pageService', key: 'support' },
];

/** For English-speaking visitors: who operates the site (the optional US footer of spec section 2). */
function UsFooter() {
  const { t } = useTranslation();
  const company = useCompanyInfo().data;
  if (!company) return null;
  return (
    <p className="footer-us">
      {t('footer.us', { name: company.name, address: company.address, city: company.city, country: company.country })}
    </p>
  );
}

/** Links to the legal pages, pricing, complaints, FAQ and support, the language settings (back to this page), and the disclaimer. */
export function Footer() {
  const { t } = useTranslation();
  const settings = useSettings();
  const locale = useLocale();
  const { pathname } = useLocation();

  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={t('footer.label')}>
          <ul className="footer-links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <LocalLink to={link.to}>{t(`footer.links.${link.key}` as 'footer.links.terms')}</LocalLink>
              </li>
            ))}
            <li>
              <LocalLink to="langConfig" search={`back=${encodeURIComponent(pathname)}`}>
                {t('footer.links.language')}
              </LocalLink>
            </li>
          </ul>
        </nav>
        <p className="disclaimer">{t('footer.disclaimer', { min_age: settings.min_age })}</p>
        {locale === 'en' ? <UsFooter /> : null}
        <p className="copyright">{t('footer.copyright', { year: YEAR, name: settings.name })}</p>
      </div>
    </footer>
  );
}

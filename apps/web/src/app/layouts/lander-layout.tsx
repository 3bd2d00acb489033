import { useTranslation } from 'react-i18next';
import { PageOutlet } from './page-outlet';
import { Logo } from '@/components/logo';
import { LocalLink } from '@/lib/localized-path';
import { useSettings } from '@/lib/settings/site-settings';
import { Footer } from './footer';
import { SkipLink } from './skip-link';

/** Landing pages: a logo bar, the page, footer and disclaimer. */
export function LanderLayout() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <div className="layout layout-lander">
      <SkipLink />
      <header className="lander-bar">
        <div className="container header-inner">
          <LocalLink to="home" className="brand" aria-label={settings.name}>
            <Logo />
            <span className="brand-name">{settings.name}</span>
          </LocalLink>
          <LocalLink to="login" className="btn btn-ghost">
            {t('nav.login')}
          </LocalLink>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="site-main">
        <PageOutlet />
      </main>
      <Footer />
    </div>
  );
}

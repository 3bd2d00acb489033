import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { useCurrentUser } from '@/lib/current-member';
import { useActivityTotal } from '@/lib/document-title';
import { LocalLink, useLocalizedPath } from '@/lib/localized-path';
import { useSettings } from '@/lib/settings/site-settings';
import { useSignupModal } from '../signup-modal-context';
import { AppBackButton } from './app-back-button';
import { LanguageSwitcher } from './language-switcher';

// A member's navigation and account menu: not in a visitor's first download (issue 17, decision 065).
const MemberNav = lazy(() => import('./member-nav').then((m) => ({ default: m.MemberNav })));
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/** The site header: logo, main navigation and language (one collapsible panel on phones), account. */
export function TopNav() {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useCurrentUser();
  const localizedPath = useLocalizedPath();
  const { openSignup } = useSignupModal();
  const [menuOpen, setMenuOpen] = useState(false);
  // Unread messages and new likes, on the closed menu button of phones too (issue 17).
  const activity = useActivityTotal();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = () => setMenuOpen(false);
  const showGuestSearch = !user && settings.logged_out_search_visible;

  return (
    <header className="site-header">
      <div className="container header-inner">
        <AppBackButton />
        {/* Named by the site's name even on phones, where only the mark shows (issue 17). */}
        <LocalLink to="home" className="brand" aria-label={settings.name}>
          <Logo />
          <span className="brand-name">{settings.name}</span>
        </LocalLink>
        <nav
          id="main-nav"
          className={`main-nav ${menuOpen ? 'main-nav-open' : ''}`}
          aria-label={t('nav.label')}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && menuOpen) {
              closeMenu();
              toggleRef.current?.focus();
            }
          }}
        >
          {user ? (
            <Suspense fallback={null}>
              <MemberNav user={user} onNavigate={closeMenu} />
            </Suspense>
          ) : null}
          {showGuestSearch ? (
            <ul className="nav-list">
              <li>
                <NavLink to={localizedPath('members')} className="nav-link" onClick={closeMenu}>
                  <span className="nav-label">{t('nav.search')}</span>
                </NavLink>
              </li>
            </ul>
          ) : null}
          <LanguageSwitcher className="nav-language" />
        </nav>
        <div className="header-tools">
          {user ? (
            <Suspense fallback={null}>
              <AccountMenu user={user} />
            </Suspense>
          ) : (
            <>
              <LocalLink to="login" className="btn btn-ghost">
                {t('nav.login')}
              </LocalLink>
              {settings.signup_enabled ? (
                <button type="button" className="btn btn-primary nav-signup" onClick={openSignup}>
                  {t('nav.signup')}
                </button>
              ) : null}
            </>
          )}
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="nav-toggle-bars" aria-hidden="true" />
          <span className="sr-only">{activity > 0 ? t('nav.menuNew', { count: activity }) : t('nav.menu')}</span>
          {activity > 0 ? (
            <span className="badge badge-danger nav-toggle-count" aria-hidden="true">
              {activity > 99 ? '99+' : activity}
            </span>
          ) : null}
        </button>
      </div>
    </header>
  );
}

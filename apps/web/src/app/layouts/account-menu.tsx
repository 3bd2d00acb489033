import type { CurrentUser } from '@dating/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalLink, useLocalizedPath } from '@/lib/localized-path';
import { useLogout } from '@/lib/logout';

/** The account dropdown: a menu button with my profile, settings and logout (WAI-ARIA menu button). */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const logout = useLogout();

  const items = () => Array.from(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const index = items().indexOf(document.activeElement as HTMLElement);
    const keys: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
      Tab: () => setOpen(false),
    };
    const action = keys[event.key];
    if (!action) return;
    if (event.key !== 'Tab') event.preventDefault();
    action();
  };

  const onLogout = () => {
    close(false);
    logout.mutate(undefined, { onSettled: () => navigate(localizedPath('home')) });
  };

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className="avatar" aria-hidden="true">
          {user.profile.name.slice(0, 1).toUpperCase()}
        </span>
        <span className="account-name">{user.profile.name}</span>
        <span className="sr-only">{t('nav.account')}</span>
      </button>
      <ul id={`${id}-menu`} role="menu" aria-label={t('nav.account')} hidden={!open} onKeyDown={onMenuKey}>
        <li role="none">
          <LocalLink to="profile" role="menuitem" tabIndex={-1} onClick={() => close(false)}>
            {t('nav.myProfile')}
          </LocalLink>
        </li>
        <li role="none">
          <LocalLink to="profile" search="tab=account" role="menuitem" tabIndex={-1} onClick={() => close(false)}>
            {t('nav.settings')}
          </LocalLink>
        </li>
        <li role="none">
          <LocalLink to="transactions" role="menuitem" tabIndex={-1} onClick={() => close(false)}>
            {t('nav.payments')}
          </LocalLink>
        </li>
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} onClick={onLogout}>
            {t('nav.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { staffLogout } from '@dating/contracts';
import { api } from '@/lib/api';
import { mayOpen, navFor } from '@/lib/navigation';
import { useStaff } from '@/lib/staff';
import { LanguageSelect } from './language-select';

/** The signed-in console: header with who is signed in, navigation by role, the page. Visitors go to sign in. */
export function Shell() {
  const { t } = useTranslation();
  const { staff, loading } = useStaff();
  const location = useLocation();
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: () => api.callStrict(staffLogout),
    onSettled: () => {
      // Whatever the answer, this browser forgets the staff member and everything it loaded.
      queryClient.clear();
      queryClient.setQueryData(['staff-session'], { staff: null });
    },
  });
  if (loading) return <p className="page-loading">{t('common.loading')}</p>;
  if (!staff) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      <header className="shell-header">
        <span className="shell-product">{t('common.product')}</span>
        <div className="shell-user">
          <span>
            {t('shell.signedInAs', { email: staff.email })} <span className="role-badge">{t(`shell.roles.${staff.role}`)}</span>
          </span>
          <LanguageSelect />
          <button type="button" className="btn btn-secondary btn-small" onClick={() => logout.mutate()} disabled={logout.isPending}>
            {t('shell.logout')}
          </button>
        </div>
      </header>
      <div className="shell-body">
        <nav className="shell-nav" aria-label={t('shell.nav')}>
          <ul>
            {navFor(staff.role).map((item) => (
              <li key={item.path}>
                <NavLink to={item.path} end>
                  {t(`nav.${item.label}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" className="shell-main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** A page only some roles open: the others land on the overview. */
export function RequireRole({ path, children }: { path: string; children: ReactNode }) {
  const { staff } = useStaff();
  if (!staff || !mayOpen(staff.role, path)) return <Navigate to="/" replace />;
  return children;
}

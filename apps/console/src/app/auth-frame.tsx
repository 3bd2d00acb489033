import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './language-select';

/** The frame of the pages before the shell (sign-in, account setup): product name, language, one card. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="login">
      <div className="login-top">
        <span className="shell-product">{t('common.product')}</span>
        <LanguageSelect />
      </div>
      <main className="login-card card">{children}</main>
    </div>
  );
}

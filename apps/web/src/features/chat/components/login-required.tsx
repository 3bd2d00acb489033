import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/lib/localized-path';

/** Chatting needs an account: visitors are sent to log in (spec section 7). */
export function LoginRequired() {
  const { t } = useTranslation('chat');
  return (
    <div className="page chat-login-required">
      <p>{t('list.loginRequired')}</p>
      <LocalLink to="login" className="btn btn-primary">
        {t('list.login')}
      </LocalLink>
    </div>
  );
}

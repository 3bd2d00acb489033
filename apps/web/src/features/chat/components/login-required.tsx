import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { useCurrentRoute } from '@/lib/route-name';

/**
 * Chatting needs an account (spec section 7): a visitor who opens a chat or conversation link gets a
 * title and the choice to log in or sign up; from /members/{id}/chat the signup is aimed at that member.
 */
export function LoginRequired() {
  const { t } = useTranslation('chat');
  const route = useCurrentRoute();
  useDocumentTitle(t('visitor.title'));
  const memberId = route?.name === 'memberChat' ? route.params.id : undefined;
  return (
    <div className="page page-narrow">
      <section className="card text-center" aria-labelledby="chat-visitor-title">
        <h1 id="chat-visitor-title">{t('visitor.title')}</h1>
        <p className="lead">{t('list.loginRequired')}</p>
        <p className="actions-center">
          <LocalLink to="login" className="btn btn-primary">
            {t('list.login')}
          </LocalLink>
        </p>
        <p>{t('visitor.noAccount')}</p>
        <p className="actions-center">
          {memberId ? (
            <LocalLink to="memberSignup" params={{ id: memberId }} className="btn btn-secondary">
              {t('visitor.signUp')}
            </LocalLink>
          ) : (
            <LocalLink to="signup" className="btn btn-secondary">
              {t('visitor.signUp')}
            </LocalLink>
          )}
        </p>
      </section>
    </div>
  );
}

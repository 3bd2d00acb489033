import type { PublicProfile } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { LandingIdentity, LandingPhoto, LandingSignupLink, ownWords } from './landing-parts';

/** /members/{id}/landing2: the member as an opened chat window, the reply leads to signup. */
export function ChatInviteLanding({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('members');
  const words = ownWords(profile);
  return (
    <div className="member-landing landing-chat">
      <section className="landing-chat-window" aria-labelledby="landing-title">
        <header className="landing-chat-head">
          <LandingPhoto profile={profile} className="landing-chat-avatar" />
          <div>
            <h1 id="landing-title">{t('landing.chat.title', { name: profile.name })}</h1>
            <LandingIdentity profile={profile} headingId="landing-member" />
          </div>
        </header>
        <div className="landing-chat-body">
          {words ? (
            <p className="landing-chat-bubble">{words}</p>
          ) : (
            <p className="landing-chat-waiting">{t('landing.chat.waiting', { name: profile.name })}</p>
          )}
        </div>
        <div className="landing-chat-reply">
          <span className="landing-chat-fake-input" aria-hidden="true">
            {t('landing.chat.replyPlaceholder', { name: profile.name })}
          </span>
          <LandingSignupLink profile={profile} className="btn btn-primary">
            {t('landing.chat.replyCta', { name: profile.name })}
          </LandingSignupLink>
        </div>
        <p className="landing-chat-hint">{t('landing.chat.hint')}</p>
      </section>
    </div>
  );
}

import { Trans, useTranslation } from 'react-i18next';
import { FieldMessage } from '@dating/ui';
import { LocalLink } from '@/lib/localized-path';
import { MESSAGE_MAX_LENGTH } from '../../lib/signup-validation';
import type { SignupForm } from './use-signup-form';

/** Step 4: an optional first message and the two required agreements. */
export function StepFinish({ form }: { form: SignupForm }) {
  const { t } = useTranslation();
  const { values, errors, update } = form;
  const remaining = MESSAGE_MAX_LENGTH - values.message.length;

  return (
    <>
      <div className={`field ${errors.signup_message ? 'field-invalid' : ''}`}>
        <label htmlFor="signup-message">{t('signup.message.label')}</label>
        <textarea
          id="signup-message"
          rows={4}
          value={values.message}
          maxLength={MESSAGE_MAX_LENGTH}
          onChange={(event) => update('message', event.target.value)}
          aria-invalid={errors.signup_message ? true : undefined}
          aria-describedby={`signup-message-hint${errors.signup_message ? ' signup-message-error' : ''}`}
        />
        <p id="signup-message-hint" className="field-hint">
          {t('signup.message.hint', { count: remaining })}
        </p>
        <FieldMessage id="signup-message" error={errors.signup_message} />
      </div>
      <div className={`field ${errors.accept_terms ? 'field-invalid' : ''}`}>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.acceptTerms}
            onChange={(event) => update('acceptTerms', event.target.checked)}
            aria-invalid={errors.accept_terms ? true : undefined}
            aria-describedby={errors.accept_terms ? 'signup-terms-error' : undefined}
          />
          <span>
            <Trans i18nKey="signup.accept.terms" components={{ doc: <LocalLink to="pageTerms" target="_blank" /> }} />
          </span>
        </label>
        <FieldMessage id="signup-terms" error={errors.accept_terms} />
      </div>
      <div className={`field ${errors.accept_privacy ? 'field-invalid' : ''}`}>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.acceptPrivacy}
            onChange={(event) => update('acceptPrivacy', event.target.checked)}
            aria-invalid={errors.accept_privacy ? true : undefined}
            aria-describedby={errors.accept_privacy ? 'signup-privacy-error' : undefined}
          />
          <span>
            <Trans i18nKey="signup.accept.privacy" components={{ doc: <LocalLink to="pagePrivacy" target="_blank" /> }} />
          </span>
        </label>
        <FieldMessage id="signup-privacy" error={errors.accept_privacy} />
      </div>
    </>
  );
}

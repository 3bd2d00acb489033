import { CheckboxField, FieldMessage } from '@dating/ui';
import { Trans, useTranslation } from 'react-i18next';
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
      <CheckboxField id="signup-terms" checked={values.acceptTerms} onChange={(checked) => update('acceptTerms', checked)} error={errors.accept_terms}>
        <Trans i18nKey="signup.accept.terms" components={{ doc: <LocalLink to="pageTerms" target="_blank" /> }} />
      </CheckboxField>
      <CheckboxField id="signup-privacy" checked={values.acceptPrivacy} onChange={(checked) => update('acceptPrivacy', checked)} error={errors.accept_privacy}>
        <Trans i18nKey="signup.accept.privacy" components={{ doc: <LocalLink to="pagePrivacy" target="_blank" /> }} />
      </CheckboxField>
    </>
  );
}

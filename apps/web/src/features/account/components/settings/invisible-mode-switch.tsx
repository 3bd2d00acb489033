import { userMessage } from '@dating/api-client';
import type { CurrentUser } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { useUpdateAccountSettings } from '../../api/update-account-settings';

/** Invisible mode on or off (a switch), with what it means; saved at once. */
export function InvisibleModeSwitch({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const update = useUpdateAccountSettings();
  // While saving, the switch already shows the new position.
  const on = update.isPending ? update.variables.invisible : user.invisible;
  const error = update.error ? userMessage(update.error, t('errors.generic')) : null;

  return (
    <section className="card settings-section" aria-labelledby="invisible-title">
      <div className="switch-row">
        <div>
          <h2 id="invisible-title">{t('account.invisible.title')}</h2>
          <p id="invisible-text" className="field-hint">
            {t('account.invisible.text')}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          className="switch"
          aria-checked={on}
          aria-labelledby="invisible-title"
          aria-describedby="invisible-text"
          disabled={update.isPending}
          onClick={() => update.mutate({ invisible: !on })}
        >
          <span className="switch-track" aria-hidden="true">
            <span className="switch-thumb" />
          </span>
          <span className="switch-state" aria-hidden="true">
            {on ? t('account.invisible.on') : t('account.invisible.off')}
          </span>
        </button>
      </div>
      <p role="status" className="settings-status">
        {update.isSuccess ? (on ? t('account.invisible.nowOn') : t('account.invisible.nowOff')) : null}
        {error ? <span className="text-danger">{error}</span> : null}
      </p>
    </section>
  );
}

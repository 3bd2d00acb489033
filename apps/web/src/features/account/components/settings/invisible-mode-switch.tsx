import { userMessage } from '@dating/api-client';
import type { CurrentUser } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { SwitchButton } from '@/components/switch-button';
import { showToast } from '@/lib/toast';
import { useUpdateAccountSettings } from '../../api/update-account-settings';

/** Invisible mode on or off (a switch), with what it means; saved at once, confirmed by a toast. */
export function InvisibleModeSwitch({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const update = useUpdateAccountSettings();
  // While saving, the switch already shows the new position.
  const on = update.isPending ? update.variables.invisible : user.invisible;

  return (
    <section className="card settings-section" aria-labelledby="invisible-title">
      <div className="switch-row">
        <div>
          <h2 id="invisible-title">{t('account.invisible.title')}</h2>
          <p id="invisible-text" className="field-hint">
            {t('account.invisible.text')}
          </p>
        </div>
        <SwitchButton
          on={on}
          labelledBy="invisible-title"
          describedBy="invisible-text"
          disabled={update.isPending}
          onText={t('account.invisible.on')}
          offText={t('account.invisible.off')}
          onToggle={() =>
            update.mutate(
              { invisible: !on },
              {
                onSuccess: (_, { invisible }) => showToast(invisible ? t('account.invisible.nowOn') : t('account.invisible.nowOff')),
                onError: (error) => showToast(userMessage(error, t('errors.generic')), 'error'),
              },
            )
          }
        />
      </div>
    </section>
  );
}

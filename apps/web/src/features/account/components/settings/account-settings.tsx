import type { CurrentUser } from '@dating/contracts';
import type { ReactNode } from 'react';
import { DeleteAccountSection } from '../delete/delete-account-section';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DataExport } from './data-export';
import { InvisibleModeSwitch } from './invisible-mode-switch';
import { NotificationSettingsLink } from './notification-settings-link';

/**
 * The "Account & settings" tab of /profile; the blocked members' list (blocks feature) and the monthly
 * spending cap (credits feature) come from the app.
 */
export function AccountSettings({ user, blockedList, spendingCap }: { user: CurrentUser; blockedList: ReactNode; spendingCap: ReactNode }) {
  return (
    <div className="settings">
      <InvisibleModeSwitch user={user} />
      <ChangeEmailForm user={user} />
      <ChangePasswordForm />
      <NotificationSettingsLink />
      {spendingCap}
      {blockedList}
      <DataExport />
      <DeleteAccountSection />
    </div>
  );
}

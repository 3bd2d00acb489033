import type { CurrentUser } from '@dating/contracts';
import { BlockedList } from '@/features/blocks/components/blocked-list';
import { DeleteAccountSection } from '../delete/delete-account-section';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DataExport } from './data-export';
import { InvisibleModeSwitch } from './invisible-mode-switch';
import { NotificationSettingsLink } from './notification-settings-link';

/** The "Account & settings" tab of /profile. */
export function AccountSettings({ user }: { user: CurrentUser }) {
  return (
    <div className="settings">
      <InvisibleModeSwitch user={user} />
      <ChangeEmailForm user={user} />
      <ChangePasswordForm />
      <NotificationSettingsLink />
      <BlockedList />
      <DataExport />
      <DeleteAccountSection />
    </div>
  );
}

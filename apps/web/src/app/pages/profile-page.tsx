import { Tabs } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useNavigation, useSearchParams } from 'react-router';
import { AccountSettings } from '@/features/account/components/settings/account-settings';
import { BlockedList } from '@/features/blocks/components/blocked-list';
import { SpendingCapSettings } from '@/features/credits/components/spending-cap-settings';
import { PhotoManager } from '@/features/photos/components/photo-manager';
import { ProfileEditor } from '@/features/profile/components/profile-editor';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { ToLogin } from '@/components/to-login';

type ProfileTab = 'profile' | 'account';
const TAB_PARAM = 'tab';

/** /profile: the own profile and, on the second tab (?tab=account), the account settings. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigation = useNavigation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ProfileTab = searchParams.get(TAB_PARAM) === 'account' ? 'account' : 'profile';
  const tabLabel = tab === 'account' ? t('profilePage.accountTab') : t('profilePage.profileTab');
  useDocumentTitle(`${t('pages.profile.title')}: ${tabLabel}`);

  if (!user) {
    // Already on the way out (to the deleted page after deleting the account): no detour to log in.
    if (navigation.state !== 'idle') return null;
    return <ToLogin />;
  }

  const select = (key: ProfileTab) =>
    setSearchParams(
      (params) => {
        if (key === 'account') params.set(TAB_PARAM, 'account');
        else params.delete(TAB_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="page page-medium">
      <h1>{t('pages.profile.title')}</h1>
      <Tabs
        label={t('profilePage.tabs')}
        tabs={[
          { key: 'profile', label: t('profilePage.profileTab') },
          { key: 'account', label: t('profilePage.accountTab') },
        ]}
        selected={tab}
        onSelect={select}
      >
        {tab === 'account' ? <AccountSettings user={user} blockedList={<BlockedList />} spendingCap={<SpendingCapSettings />} /> : <ProfileEditor photos={<PhotoManager />} />}
      </Tabs>
    </div>
  );
}

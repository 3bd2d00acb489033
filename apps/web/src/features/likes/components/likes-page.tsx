import { userMessage } from '@dating/api-client';
import { Alert, Tabs } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { useLocalizedPath } from '@/lib/localized-path';
import { useLikes } from '../api/get-likes';
import { LIKE_TYPES, likesOfType, parseLikeType, type LikeType } from '../lib/like-relation';
import { LikesList } from './likes-list';
import { ToLogin } from '@/components/to-login';

/** /likes and /likes/{type}: likes received, given and mutual, as three tabs. */
export function LikesPage() {
  const { t } = useTranslation('likes');
  const { t: tc } = useTranslation();
  const user = useCurrentUser();
  const type = parseLikeType(useParams().type);
  const likes = useLikes();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  useDocumentTitle(tc('pages.likes.title'));

  if (!user) {
    return <ToLogin />;
  }
  if (type === null) return <Navigate to={localizedPath('likes')} replace />;

  const data = likes.data;
  const select = (key: LikeType) => navigate(localizedPath('likesType', { type: key }), { replace: true, preventScrollReset: true });
  const tabs = LIKE_TYPES.map((key) => ({
    key,
    label: data ? t('page.tabCount', { label: t(`page.${key}`), count: likesOfType(data, key).length }) : t(`page.${key}`),
  }));

  return (
    <div className="page likes-page">
      <header className="page-header">
        <h1>{tc('pages.likes.title')}</h1>
        <p className="lead">{t('page.intro')}</p>
      </header>
      <Tabs label={t('page.tabs')} tabs={tabs} selected={type} onSelect={select}>
        {likes.isPending ? <p role="status">{t('loading')}</p> : null}
        {likes.isError ? (
          <Alert tone="danger" live>
            <p>{userMessage(likes.error, t('page.loadFailed'))}</p>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void likes.refetch()}>
              {t('retry')}
            </button>
          </Alert>
        ) : null}
        {data ? <LikesList likes={data} type={type} /> : null}
      </Tabs>
    </div>
  );
}

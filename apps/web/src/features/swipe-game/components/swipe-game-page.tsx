import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { useSwipeState } from '../api/get-swipe';
import { SwipeGame } from './swipe-game';
import { ToLogin } from '@/components/to-login';

/** /swipe-game: like or pass members one card at a time, four likes a day. */
export function SwipeGamePage() {
  const { t } = useTranslation('likes');
  const { t: tc } = useTranslation();
  const user = useCurrentUser();
  const swipe = useSwipeState();
  const { refetch } = swipe;
  const reload = useCallback(() => void refetch(), [refetch]);
  useDocumentTitle(tc('pages.swipeGame.title'));

  if (!user) {
    return <ToLogin />;
  }

  return (
    <div className="page swipe-page">
      <header className="page-header">
        <h1>{tc('pages.swipeGame.title')}</h1>
        <p className="lead">{t('swipe.intro')}</p>
      </header>
      {swipe.isPending ? <p role="status">{t('loading')}</p> : null}
      {swipe.isError ? (
        <Alert tone="danger" live>
          <p>{userMessage(swipe.error, t('swipe.loadFailed'))}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={reload}>
            {t('retry')}
          </button>
        </Alert>
      ) : null}
      {/* Every fresh answer starts the game afresh from the server's cards and likes left. */}
      {swipe.data ? <SwipeGame key={swipe.dataUpdatedAt} state={swipe.data} reload={reload} /> : null}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/lib/localized-path';
import { MAX_PAGE, toSearchParams, withPage, type SearchState } from '../../lib/search-state';

interface PaginationProps {
  state: SearchState;
  hasMore: boolean;
  /** Known only when the count is exact (not capped at 1,000). */
  totalPages: number | null;
}

/** Previous and next as real links (the page is part of the URL), with the current page between. */
export function Pagination({ state, hasMore, totalPages }: PaginationProps) {
  const { t } = useTranslation('members');
  const page = state.pageNumber;
  if (page === 1 && !hasMore) return null;
  const search = (n: number) => toSearchParams(withPage(state, n)).toString() || undefined;

  return (
    <nav className="pagination" aria-label={t('search.pages')}>
      {page > 1 ? (
        <LocalLink to="members" search={search(page - 1)} className="btn btn-secondary" rel="prev">
          <span aria-hidden="true">←</span> {t('search.previous')}
        </LocalLink>
      ) : (
        <span className="btn btn-secondary pagination-disabled" aria-hidden="true">
          <span>←</span> {t('search.previous')}
        </span>
      )}
      <p className="pagination-current">
        {totalPages ? t('search.pageOf', { page, total: totalPages }) : t('search.page', { page })}
      </p>
      {hasMore && page < MAX_PAGE ? (
        <LocalLink to="members" search={search(page + 1)} className="btn btn-secondary" rel="next">
          {t('search.next')} <span aria-hidden="true">→</span>
        </LocalLink>
      ) : (
        <span className="btn btn-secondary pagination-disabled" aria-hidden="true">
          {t('search.next')} <span>→</span>
        </span>
      )}
    </nav>
  );
}

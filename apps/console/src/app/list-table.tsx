import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@dating/ui';
import { errorMessage } from '@/lib/errors';

interface ListTableProps<T> {
  /** The list's heading, also the table's caption. */
  title: string;
  /** The query that loads the list. */
  query: { error: unknown; isPending: boolean };
  /** The rows once loaded. */
  items: readonly T[] | undefined;
  empty: string;
  columns: readonly string[];
  row: (item: T) => ReactNode;
}

/** A console list under its heading: the load's error, "loading", the empty line, or the table with a header row. */
export function ListTable<T>({ title, query, items, empty, columns, row }: ListTableProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{title}</h2>
      <FormAlert message={query.error ? errorMessage(t, query.error) : null} />
      {query.isPending && <p>{t('common.loading')}</p>}
      {items &&
        (items.length === 0 ? (
          <p role="status">{empty}</p>
        ) : (
          <div className="table-scroll">
            <table className="audit-table">
              <caption className="visually-hidden">{title}</caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col">
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{items.map(row)}</tbody>
            </table>
          </div>
        ))}
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_URL } from '../../api/export-data';

/** "Download my data": a plain link; the server sends the JSON file as an attachment. */
export function DataExport() {
  const { t } = useTranslation();
  return (
    <section className="card settings-section" aria-labelledby="data-title">
      <h2 id="data-title">{t('account.data.title')}</h2>
      <p>{t('account.data.text')}</p>
      <a className="btn btn-secondary" href={DATA_EXPORT_URL} download>
        {t('account.data.download')}
      </a>
    </section>
  );
}

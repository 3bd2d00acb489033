import { useTranslation } from 'react-i18next';

/** The first focusable element of every layout: jumps over the navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('common.skipToContent')}
    </a>
  );
}

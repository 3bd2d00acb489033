import { useTranslation } from 'react-i18next';

/** The price of a paid button, inside it so it is part of the button's accessible name ("Send 2 credits"). */
export function Price({ credits }: { credits: number }) {
  const { t } = useTranslation('chat');
  return <span className="btn-price">{credits === 0 ? t('price.free') : t('price.credits', { count: credits })}</span>;
}

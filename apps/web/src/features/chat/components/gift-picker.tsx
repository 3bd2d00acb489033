import type { ProfileCard } from '@dating/contracts';
import { Modal } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useGifts } from '../api/get-gifts';
import { giftName } from '../lib/gift-name';

interface GiftPickerProps {
  open: boolean;
  profile: ProfileCard;
  onClose: () => void;
  onPick: (giftId: number) => void;
}

/** A dialog with every gift and its price; picking one sends it. */
export function GiftPicker({ open, profile, onClose, onPick }: GiftPickerProps) {
  const { t } = useTranslation('chat');
  const gifts = useGifts(open);
  return (
    <Modal open={open} labelledBy="gift-picker-title" onClose={onClose} className="gift-picker">
      <h2 id="gift-picker-title">{t('gifts.title', { name: profile.name })}</h2>
      <p>{t('gifts.intro')}</p>
      {gifts.isPending ? <p role="status">{t('gifts.loading')}</p> : null}
      {gifts.isError ? <p role="alert">{t('gifts.loadFailed')}</p> : null}
      <ul className="gift-list">
        {(gifts.data ?? []).map((gift) => {
          const name = giftName(t, gift.code);
          return (
            <li key={gift.id}>
              <button type="button" className="gift-option" aria-label={t('gifts.send', { gift: name, count: gift.credits })} onClick={() => onPick(gift.id)}>
                <img src={gift.image} alt="" width={64} height={64} />
                <span className="gift-option-name">{name}</span>
                <span className="gift-option-price">{t('price.credits', { count: gift.credits })}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="btn btn-secondary" onClick={onClose}>
        {t('gifts.close')}
      </button>
    </Modal>
  );
}

import type { TFunction } from 'i18next';

export const GIFT_CODES = ['rose', 'heart', 'champagne', 'chocolates', 'teddy', 'star', 'kiss', 'diamond'] as const;
type GiftCode = (typeof GIFT_CODES)[number];

function isGiftCode(code: string): code is GiftCode {
  return (GIFT_CODES as readonly string[]).includes(code);
}

/** A gift's name in the member's language, by its code; unknown codes are just "gift". */
export function giftName(t: TFunction<'chat'>, code: string): string {
  return isGiftCode(code) ? t(`gifts.names.${code}`) : t('gifts.names.other');
}

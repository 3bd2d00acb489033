let phoneCounter = 0;
/** A Dutch mobile number of its own for each test, so each reads only its own texts. */
export function nextPhone(): string {
  phoneCounter++;
  // 061-065: Dutch mobile ranges.
  return `06 ${1 + (phoneCounter % 5)}${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
}

/** 06 12345678 -> +3112345678, as the SMS outbox files it. */
export const e164 = (nl: string) => `+31${nl.replace(/\D/g, '').slice(1)}`;

/** A direct debit form as a member fills it in, with a phone number of its own. */
export function directDebitForm(packageId: number, overrides: Record<string, unknown> = {}) {
  return {
    package_id: packageId,
    account_holder: 'J. de Vries',
    iban: 'NL91 ABNA 0417 1643 00',
    street: 'Keizersgracht',
    house_number: '123a',
    zip: '1015 CJ',
    city: 'Amsterdam',
    phone: nextPhone(),
    ...overrides,
  };
}

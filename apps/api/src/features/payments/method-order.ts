/**
 * The order a member sees payment methods in: the country's own method first where one is the norm
 * (iDEAL in the Netherlands, Bancontact in Belgium, BLIK and Przelewy24 in Poland, eps in Austria, TWINT
 * in Switzerland), then card, PayPal, SEPA direct debit and bank transfer; a method the provider offers
 * that is not named here comes last, in the provider's order.
 */
const LOCAL_FIRST: Record<string, readonly string[]> = {
  NL: ['ideal'],
  BE: ['bancontact'],
  PL: ['blik', 'przelewy24'],
  AT: ['eps'],
  CH: ['twint'],
};

const GENERAL = ['creditcard', 'paypal', 'directdebit', 'banktransfer'] as const;

export function methodOrder(country: string): string[] {
  return [...(LOCAL_FIRST[country] ?? []), ...GENERAL];
}

export function orderMethods<M extends { id: string }>(methods: readonly M[], country: string): M[] {
  const order = methodOrder(country);
  const rank = (id: string) => {
    const i = order.indexOf(id);
    return i === -1 ? order.length : i;
  };
  // Array.prototype.sort is stable: unnamed methods keep the provider's order.
  return [...methods].sort((a, b) => rank(a.id) - rank(b.id));
}

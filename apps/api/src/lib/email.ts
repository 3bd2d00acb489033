/**
 * E-mail syntax and "did you mean" suggestions for common typos in the domain
 * (gmial.com -> gmail.com, hotmail.con -> hotmail.com), in the spirit of mailcheck.
 */
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}$/;

export function isValidEmail(email: string): boolean {
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) return false;
  const local = email.slice(0, email.lastIndexOf('@'));
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

const DOMAINS = [
  'gmail.com', 'googlemail.com', 'hotmail.com', 'outlook.com', 'live.com', 'yahoo.com', 'icloud.com', 'me.com',
  'aol.com', 'msn.com', 'protonmail.com', 'proton.me', 'gmx.com', 'mail.com',
  'hotmail.nl', 'live.nl', 'outlook.nl', 'ziggo.nl', 'kpnmail.nl', 'planet.nl', 'home.nl', 'xs4all.nl', 'telenet.be',
  'skynet.be', 'hotmail.be', 'live.be', 'gmx.de', 'gmx.net', 'web.de', 't-online.de', 'freenet.de', 'yahoo.de',
  'hotmail.de', 'gmx.at', 'aon.at', 'bluewin.ch', 'gmx.ch', 'orange.fr', 'free.fr', 'sfr.fr', 'laposte.net',
  'wanadoo.fr', 'hotmail.fr', 'yahoo.fr', 'libero.it', 'virgilio.it', 'alice.it', 'tiscali.it', 'hotmail.it',
  'yahoo.it', 'wp.pl', 'onet.pl', 'o2.pl', 'interia.pl', 'op.pl', 'gazeta.pl', 'hotmail.es', 'yahoo.es',
  'telefonica.net', 'hotmail.co.uk', 'yahoo.co.uk', 'btinternet.com', 'sky.com', 'eircom.net', 'shaw.ca',
  'rogers.com', 'bigpond.com', 'xtra.co.nz',
];
const TLDS = [
  'com', 'net', 'org', 'nl', 'be', 'de', 'at', 'ch', 'fr', 'it', 'es', 'pl', 'co.uk', 'uk', 'ie', 'ca', 'com.au',
  'au', 'co.nz', 'nz', 'us', 'eu', 'info', 'me',
];

/** Optimal string alignment distance (Levenshtein with adjacent transpositions). */
function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
    }
  }
  return d[a.length]![b.length]!;
}

function closest(value: string, candidates: readonly string[], maxDistance: number): string | null {
  let best: string | null = null;
  let bestDistance = maxDistance + 1;
  for (const candidate of candidates) {
    const dist = distance(value, candidate);
    if (dist < bestDistance) {
      best = candidate;
      bestDistance = dist;
    }
  }
  return best;
}

/** A corrected address when the domain looks like a typo of a well-known one, else null. */
export function suggestEmail(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (!domain || DOMAINS.includes(domain)) return null;
  const domainMatch = closest(domain, DOMAINS, domain.length > 8 ? 2 : 1);
  if (domainMatch) return `${local}@${domainMatch}`;
  const dot = domain.indexOf('.');
  if (dot > 0) {
    const host = domain.slice(0, dot);
    const tld = domain.slice(dot + 1);
    if (!TLDS.includes(tld)) {
      const tldMatch = closest(tld, TLDS, 1);
      if (tldMatch) return `${local}@${host}.${tldMatch}`;
    }
  }
  return null;
}

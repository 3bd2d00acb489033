import type { Locale } from '@dating/contracts';

/**
 * Localised paths, without a language prefix (design: "Languages and routes").
 * Each route name has one path pattern per interface locale; parameters are written
 * `:name` and optional ones `:name?`. Every locale's path resolves; a page visited
 * under another locale's path is re-addressed to the path of the active language.
 */
type Paths = Record<Locale, string>;

const same = (path: string): Paths => ({ nl: path, de: path, en: path, es: path, fr: path, it: path, pl: path });

export const ROUTES = {
  home: same('/'),
  signup: { nl: '/aanmelden', de: '/registrieren', en: '/signup', es: '/registro', fr: '/inscription', it: '/registrazione', pl: '/rejestracja' },
  completeSignup: { nl: '/aanmelden-voltooien', de: '/registrierung-abschliessen', en: '/complete-signup', es: '/completar-registro', fr: '/finaliser-inscription', it: '/completa-registrazione', pl: '/dokoncz-rejestracje' },
  signupMatches: { nl: '/aanmelden-matches', de: '/registrierung-treffer', en: '/signup-matches', es: '/registro-coincidencias', fr: '/inscription-correspondances', it: '/registrazione-affinita', pl: '/rejestracja-dopasowania' },
  login: { nl: '/inloggen', de: '/anmelden', en: '/login', es: '/iniciar-sesion', fr: '/connexion', it: '/accedi', pl: '/logowanie' },
  resetPassword: { nl: '/wachtwoord-vergeten', de: '/passwort-vergessen', en: '/reset-password', es: '/restablecer-contrasena', fr: '/mot-de-passe-oublie', it: '/reimposta-password', pl: '/resetuj-haslo' },
  resetPasswordDo: { nl: '/wachtwoord-vergeten/nieuw', de: '/passwort-vergessen/neu', en: '/reset-password/do', es: '/restablecer-contrasena/nueva', fr: '/mot-de-passe-oublie/nouveau', it: '/reimposta-password/nuova', pl: '/resetuj-haslo/nowe' },
  activateDone: { nl: '/activeren/gelukt', de: '/aktivieren/erfolgreich', en: '/activate/done', es: '/activar/hecho', fr: '/activer/termine', it: '/attiva/fatto', pl: '/aktywacja/gotowe' },
  activateError: { nl: '/activeren/mislukt', de: '/aktivieren/fehler', en: '/activate/error', es: '/activar/error', fr: '/activer/erreur', it: '/attiva/errore', pl: '/aktywacja/blad' },
  mailChangeDo: { nl: '/email-wijzigen/bevestigen', de: '/email-aendern/bestaetigen', en: '/mail-change/do', es: '/cambiar-correo/confirmar', fr: '/changer-email/confirmer', it: '/cambia-email/conferma', pl: '/zmiana-emaila/potwierdz' },
  accountDeleted: { nl: '/account-verwijderd', de: '/konto-geloescht', en: '/account-deleted', es: '/cuenta-eliminada', fr: '/compte-supprime', it: '/account-eliminato', pl: '/konto-usuniete' },
  members: { nl: '/leden', de: '/mitglieder', en: '/members', es: '/miembros', fr: '/membres', it: '/membri', pl: '/uzytkownicy' },
  member: { nl: '/leden/:id', de: '/mitglieder/:id', en: '/members/:id', es: '/miembros/:id', fr: '/membres/:id', it: '/membri/:id', pl: '/uzytkownicy/:id' },
  memberChat: { nl: '/leden/:id/chat', de: '/mitglieder/:id/chat', en: '/members/:id/chat', es: '/miembros/:id/chat', fr: '/membres/:id/chat', it: '/membri/:id/chat', pl: '/uzytkownicy/:id/czat' },
  memberLanding: { nl: '/leden/:id/landing', de: '/mitglieder/:id/landing', en: '/members/:id/landing', es: '/miembros/:id/landing', fr: '/membres/:id/landing', it: '/membri/:id/landing', pl: '/uzytkownicy/:id/landing' },
  memberSignup: { nl: '/leden/:id/aanmelden', de: '/mitglieder/:id/registrieren', en: '/members/:id/signup', es: '/miembros/:id/registro', fr: '/membres/:id/inscription', it: '/membri/:id/registrazione', pl: '/uzytkownicy/:id/rejestracja' },
  memberLanding2: { nl: '/leden/:id/landing2/:slug?', de: '/mitglieder/:id/landing2/:slug?', en: '/members/:id/landing2/:slug?', es: '/miembros/:id/landing2/:slug?', fr: '/membres/:id/landing2/:slug?', it: '/membri/:id/landing2/:slug?', pl: '/uzytkownicy/:id/landing2/:slug?' },
  memberLanding3: { nl: '/leden/:id/landing3/:slug?', de: '/mitglieder/:id/landing3/:slug?', en: '/members/:id/landing3/:slug?', es: '/miembros/:id/landing3/:slug?', fr: '/membres/:id/landing3/:slug?', it: '/membri/:id/landing3/:slug?', pl: '/uzytkownicy/:id/landing3/:slug?' },
  chats: { nl: '/gesprekken', de: '/nachrichten', en: '/chats', es: '/chats', fr: '/discussions', it: '/chat', pl: '/rozmowy' },
  chat: { nl: '/gesprekken/:id', de: '/nachrichten/:id', en: '/chats/:id', es: '/chats/:id', fr: '/discussions/:id', it: '/chat/:id', pl: '/rozmowy/:id' },
  likes: { nl: '/likes', de: '/likes', en: '/likes', es: '/me-gusta', fr: '/jaime', it: '/mi-piace', pl: '/polubienia' },
  likesType: { nl: '/likes/:type', de: '/likes/:type', en: '/likes/:type', es: '/me-gusta/:type', fr: '/jaime/:type', it: '/mi-piace/:type', pl: '/polubienia/:type' },
  likesMember: { nl: '/likes/m/:id', de: '/likes/m/:id', en: '/likes/m/:id', es: '/me-gusta/m/:id', fr: '/jaime/m/:id', it: '/mi-piace/m/:id', pl: '/polubienia/m/:id' },
  credits: { nl: '/credits', de: '/credits', en: '/credits', es: '/creditos', fr: '/credits', it: '/crediti', pl: '/kredyty' },
  creditsPay: { nl: '/credits/:id/:paymentmethod?', de: '/credits/:id/:paymentmethod?', en: '/credits/:id/:paymentmethod?', es: '/creditos/:id/:paymentmethod?', fr: '/credits/:id/:paymentmethod?', it: '/crediti/:id/:paymentmethod?', pl: '/kredyty/:id/:paymentmethod?' },
  creditsRepeat: { nl: '/credits/herhaal-bestelling', de: '/credits/bestellung-wiederholen', en: '/credits/repeat-order', es: '/creditos/repetir-pedido', fr: '/credits/renouveler-commande', it: '/crediti/ripeti-ordine', pl: '/kredyty/powtorz-zamowienie' },
  directDebit: { nl: '/incasso', de: '/lastschrift', en: '/directdebit', es: '/domiciliacion', fr: '/prelevement', it: '/addebito-diretto', pl: '/polecenie-zaplaty' },
  premium: same('/premium'),
  pricing: { nl: '/prijzen', de: '/preise', en: '/pricing', es: '/precios', fr: '/tarifs', it: '/prezzi', pl: '/cennik' },
  profile: { nl: '/profiel', de: '/profil', en: '/profile', es: '/perfil', fr: '/profil', it: '/profilo', pl: '/profil' },
  notifications: { nl: '/meldingen', de: '/benachrichtigungen', en: '/notifications', es: '/notificaciones', fr: '/notifications', it: '/notifiche', pl: '/powiadomienia' },
  complaints: { nl: '/klachten', de: '/beschwerden', en: '/complaints', es: '/quejas', fr: '/reclamations', it: '/reclami', pl: '/reklamacje' },
  langConfig: same('/lang-config'),
  matchFinder: { nl: '/match-zoeker', de: '/partnersuche', en: '/match-finder', es: '/buscador-pareja', fr: '/trouver-match', it: '/trova-match', pl: '/wyszukiwarka-par' },
  swipeGame: same('/swipe-game'),
  transactions: { nl: '/transacties/:id?', de: '/transaktionen/:id?', en: '/transactions/:id?', es: '/transacciones/:id?', fr: '/transactions/:id?', it: '/transazioni/:id?', pl: '/transakcje/:id?' },
  landerAdultOnly: same('/landers/adultonly/:slug?'),
  landerTinderSwipe: same('/landers/tinderswipe/:slug?'),
  landerWhoNeedsStrings: same('/landers/whoneedsstrings/:slug?'),
  lander: same('/landers/:lander/:slug?'),
  pageBan: same('/pages/ban'),
  pageCookies: same('/pages/cookies'),
  pageFaq: same('/pages/faq'),
  pagePrivacy: same('/pages/privacy'),
  pageReturnPolicy: same('/pages/return-policy'),
  pageService: same('/pages/service'),
  pageTerms: same('/pages/terms'),
} as const satisfies Record<string, Paths>;

export type RouteName = keyof typeof ROUTES;

/** The landers of `/landers/{name}/{slug?}` (spec section 2). */
export const SLUG_LANDERS = [
  'alonetonight', 'collagelanding', 'gallery', 'iconslanding', 'maplanding', 'socialnetwork',
  'transitionsvideolanding', 'video',
] as const;

/** The route of each lander that has a path of its own (the others are `lander` with the name as a parameter). */
const OWN_LANDER_ROUTES: Record<string, RouteName> = {
  adultonly: 'landerAdultOnly',
  tinderswipe: 'landerTinderSwipe',
  whoneedsstrings: 'landerWhoNeedsStrings',
};

/** The path of a lander with its optional slug (the same in every language), e.g. `/landers/gallery/nl`. */
export function landerPath(lander: string, slug?: string | null): string {
  const own = OWN_LANDER_ROUTES[lander];
  const params = { lander, slug: slug ?? undefined };
  return own ? pathFor(own, 'en', params) : pathFor('lander', 'en', params);
}

/** Which lander a matched route shows (null for a name that is no lander). */
export function landerOf(route: { name: string; params: Record<string, string> }): string | null {
  const own = Object.entries(OWN_LANDER_ROUTES).find(([, name]) => name === route.name);
  if (own) return own[0];
  if (route.name !== 'lander') return null;
  const name = route.params.lander ?? '';
  return (SLUG_LANDERS as readonly string[]).includes(name) ? name : null;
}

export type RouteParams = Record<string, string | number | undefined>;

/** Builds the concrete path of a route in a locale, e.g. `pathFor('member', 'nl', { id: 7 })` -> `/leden/7`. */
export function pathFor(name: RouteName, locale: Locale, params: RouteParams = {}): string {
  const pattern: string = ROUTES[name][locale];
  const built = pattern.replace(/\/:([a-zA-Z]+)(\?)?/g, (_match, key: string, optional?: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Route ${name} needs the parameter ${key}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return built === '' ? '/' : built;
}

interface CompiledRoute {
  name: RouteName;
  locale: Locale;
  regex: RegExp;
  keys: string[];
  staticLength: number;
}

const compiled: CompiledRoute[] = [];
for (const [name, paths] of Object.entries(ROUTES) as [RouteName, Paths][]) {
  for (const [locale, pattern] of Object.entries(paths) as [Locale, string][]) {
    const keys: string[] = [];
    const source = pattern.replace(/\/:([a-zA-Z]+)(\?)?/g, (_m, key: string, optional?: string) => {
      keys.push(key);
      return optional ? '(?:/([^/]+))?' : '/([^/]+)';
    });
    compiled.push({
      name,
      locale,
      regex: new RegExp(`^${source === '' ? '/' : source}/?$`),
      keys,
      staticLength: pattern.replace(/\/:[a-zA-Z]+\??/g, '').length,
    });
  }
}
// Most specific first: a longer static part wins over parameters ("/credits/repeat-order" before "/credits/:id").
compiled.sort((a, b) => b.staticLength - a.staticLength);

export interface MatchedRoute {
  name: RouteName;
  /** The locales whose path this is (a shared path belongs to several). */
  locales: Locale[];
  params: Record<string, string>;
}

/** Finds which route (in which locales) a pathname belongs to. */
export function matchPath(pathname: string): MatchedRoute | null {
  let found: MatchedRoute | null = null;
  for (const route of compiled) {
    const m = route.regex.exec(pathname);
    if (!m) continue;
    if (found && (found.name !== route.name)) continue;
    if (!found) {
      const params: Record<string, string> = {};
      route.keys.forEach((key, i) => {
        const v = m[i + 1];
        if (v !== undefined) params[key] = decodeURIComponent(v);
      });
      found = { name: route.name, locales: [route.locale], params };
    } else {
      found.locales.push(route.locale);
    }
  }
  return found;
}

/** The same page in another language: used by the language switcher. */
export function translatePath(pathname: string, locale: Locale): string | null {
  const match = matchPath(pathname);
  if (!match) return null;
  return pathFor(match.name, locale, match.params);
}

export type LegalDoc = 'terms' | 'privacy' | 'cookies' | 'ban' | 'returns' | 'faq' | 'service';

/** Which document of the legal catalogue each legal page shows (its title is `legal:<doc>.title`). */
export const LEGAL_DOCS: Partial<Record<RouteName, LegalDoc>> = {
  pageTerms: 'terms',
  pagePrivacy: 'privacy',
  pageCookies: 'cookies',
  pageBan: 'ban',
  pageReturnPolicy: 'returns',
  pageFaq: 'faq',
  pageService: 'service',
};

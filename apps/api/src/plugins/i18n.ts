import fp from 'fastify-plugin';
import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '@dating/contracts';
import {
  FALLBACK_LANGUAGES,
  LANGUAGE_COOKIE,
  NAMESPACES,
  isLocale,
  languageFor,
  localeFromAcceptLanguage,
  resources,
} from '@dating/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** The interface locale of this request: member's choice, cookie, browser, site, nl. */
    locale: Locale;
    t: TFunction;
  }
}

const i18n = i18next.createInstance();
void i18n.init({
  resources,
  ns: [...NAMESPACES],
  defaultNS: 'errors',
  fallbackLng: FALLBACK_LANGUAGES,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** One fixed translator per language, made on first use (getFixedT builds a new function each call). */
const translators = new Map<string, TFunction>();

export function translatorFor(locale: Locale, country?: string | null): TFunction {
  const language = languageFor(locale, country);
  let t = translators.get(language);
  if (!t) {
    t = i18n.getFixedT(language);
    translators.set(language, t);
  }
  return t;
}

/**
 * Decides the language of each request. Runs after the session and site plugins, so a
 * logged-in member's saved language wins over the cookie and the browser.
 */
export default fp(
  async (app) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    // Fastify wants a placeholder of the property's type; the preValidation hook below sets the real one on every request.
    app.decorateRequest('t', null as unknown as TFunction);
    // A callback hook: deciding the language never waits, so no promise per request.
    app.addHook('preValidation', (request, _reply, next) => {
      const member = request.member;
      const cookie = request.cookies[LANGUAGE_COOKIE];
      const siteLanguage = request.site.domainLanguage.slice(0, 2);
      const locale =
        (member && isLocale(member.language) ? member.language : null) ??
        (isLocale(cookie) ? cookie : null) ??
        localeFromAcceptLanguage(request.headers['accept-language']) ??
        (isLocale(siteLanguage) ? siteLanguage : DEFAULT_LOCALE);
      request.locale = locale;
      request.t = translatorFor(locale, request.geoCountry);
      next();
    });
  },
  { name: 'i18n', dependencies: ['session', 'site'] },
);

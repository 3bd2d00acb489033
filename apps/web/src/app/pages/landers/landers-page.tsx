import { landerOf, type Language } from '@dating/i18n';
import { LANDERS_NAMESPACE, hasLandersTexts, loadLandersTexts } from '@dating/i18n/landers-load';
import type { Lander } from '@dating/contracts';
import type { i18n as I18n } from 'i18next';
import { Suspense, lazy, useEffect, useReducer, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoading } from '@/app/page-loading';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { languagesToLoad } from '@/lib/i18n';
import { useLocalizedPath } from '@/lib/localized-path';
import { useCurrentRoute } from '@/lib/route-name';
import { NotFoundPage } from '../not-found-page';
import { LanderRegion } from './lander-parts';
import { VariantContext, useSlugVariant } from './lander-variant';
import './landers.css';

type DesignModule = Promise<{ default: ComponentType }>;

/** Each lander is its own chunk, fetched when a visitor opens that lander (decision 056). */
const DESIGN_LOADERS: Record<Lander, () => DesignModule> = {
  adultonly: () => import('./designs/adultonly').then((m) => ({ default: m.AdultOnly })),
  tinderswipe: () => import('./designs/tinderswipe').then((m) => ({ default: m.TinderSwipe })),
  whoneedsstrings: () => import('./designs/whoneedsstrings').then((m) => ({ default: m.WhoNeedsStrings })),
  alonetonight: () => import('./designs/alonetonight').then((m) => ({ default: m.AloneTonight })),
  collagelanding: () => import('./designs/collagelanding').then((m) => ({ default: m.CollageLanding })),
  gallery: () => import('./designs/gallery').then((m) => ({ default: m.Gallery })),
  iconslanding: () => import('./designs/iconslanding').then((m) => ({ default: m.IconsLanding })),
  maplanding: () => import('./designs/maplanding').then((m) => ({ default: m.MapLanding })),
  socialnetwork: () => import('./designs/socialnetwork').then((m) => ({ default: m.SocialNetwork })),
  transitionsvideolanding: () => import('./designs/transitionsvideolanding').then((m) => ({ default: m.TransitionsVideoLanding })),
  video: () => import('./designs/video').then((m) => ({ default: m.Video })),
};

/** A design's chunk, asked for once: started beside the texts, not after them (decision 065, CLS). */
const designRequests = new Map<Lander, DesignModule>();
function loadDesign(lander: Lander): DesignModule {
  let request = designRequests.get(lander);
  if (!request) {
    request = DESIGN_LOADERS[lander]();
    // A failed fetch may be tried again on the next visit.
    request.catch(() => designRequests.delete(lander));
    designRequests.set(lander, request);
  }
  return request;
}

const DESIGNS = Object.fromEntries(
  (Object.keys(DESIGN_LOADERS) as Lander[]).map((lander) => [lander, lazy(() => loadDesign(lander))]),
) as Record<Lander, LazyExoticComponent<ComponentType>>;

/** The lander's placeholder: one screen high, so the footer does not jump when the lander arrives (CLS). */
const landerLoading = <PageLoading className="lander-loading" />;

/**
 * Fetches the lander texts of the shown language (and the one it falls back to, nl-BE: nl) into i18next;
 * true once they are there. Only the visitor's language travels, like every other page's catalogues.
 */
function useLanderTexts(i18n: I18n): boolean {
  const languages = languagesToLoad(i18n.language as Language).filter(hasLandersTexts);
  const ready = languages.every((language) => i18n.hasResourceBundle(language, LANDERS_NAMESPACE));
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const missing = languages.filter((language) => !i18n.hasResourceBundle(language, LANDERS_NAMESPACE));
    void Promise.all(missing.map(async (language) => i18n.addResourceBundle(language, LANDERS_NAMESPACE, await loadLandersTexts(language))))
      .catch(() => undefined)
      .then(() => live && loaded());
    return () => {
      live = false;
    };
    // Fetched again only when the language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [i18n.language, ready]);
  return ready;
}

/** Sets `<meta name="description">` while the page is shown, and puts the previous one back after. */
function useMetaDescription(text: string) {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = text;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [text]);
}

/** `/landers/{name}/{slug?}`: the eleven landers, each its own design; members go on to the members area. */
export function LandersPage() {
  const route = useCurrentRoute();
  const { i18n } = useTranslation();
  const textsReady = useLanderTexts(i18n);
  const lander = route ? (landerOf({ name: route.name, params: { lander: route.params.lander ?? '' } }) as Lander | null) : null;
  if (!lander) return <NotFoundPage />;
  // The design's chunk travels while the texts do: one wait, one placeholder.
  void loadDesign(lander);
  if (!textsReady) return landerLoading;
  return <Lander lander={lander} slug={route?.params.slug} />;
}

function Lander({ lander, slug }: { lander: Lander; slug: string | undefined }) {
  const { t } = useTranslation(LANDERS_NAMESPACE);
  const user = useCurrentUser();
  const localizedPath = useLocalizedPath();
  const variant = useSlugVariant(slug);
  useDocumentTitle(t(`${lander}.title`));
  useMetaDescription(t(`${lander}.description`));
  if (user) return <Navigate to={localizedPath('members')} replace />;
  const Design = DESIGNS[lander];
  return (
    <VariantContext.Provider value={variant}>
      <div className={`lander lander-${lander}`} data-lander={lander}>
        <LanderRegion />
        <Suspense fallback={landerLoading}>
          <Design />
        </Suspense>
      </div>
    </VariantContext.Provider>
  );
}

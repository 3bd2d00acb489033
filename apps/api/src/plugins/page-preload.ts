import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REGIONAL_VARIANTS } from '@dating/contracts';
import { START_NAMESPACES, type Language, type RouteName, type WebNamespace } from '@dating/i18n';

/** One chunk of the web build's `.vite/manifest.json` (Vite's `build.manifest`). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** The web build's manifest, or null when the build has none (an older build, or only the API): then nothing is preloaded. */
export async function readManifest(webDist: string): Promise<ViteManifest | null> {
  try {
    return JSON.parse(await readFile(join(webDist, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  } catch {
    return null;
  }
}

/**
 * The module of the web app (apps/web, as the manifest names it) that renders each page worth preloading: the pages
 * a visitor lands on (apps/web/src/app/pages.ts). A page not listed here loads as before, after the entry.
 */
export const PAGE_MODULES: Partial<Record<RouteName, string>> = {
  home: 'src/app/pages/home-page.tsx',
  members: 'src/features/members/components/search/members-page.tsx',
  member: 'src/app/pages/member/member-profile-page.tsx',
  signup: 'src/features/auth/components/signup/signup-page.tsx',
  login: 'src/features/auth/components/login/login-page.tsx',
  pricing: 'src/features/credits/components/pricing-page.tsx',
};

/** The module of a lander's design (apps/web/src/app/pages/landers/designs/). */
export const landerModule = (lander: string) => `src/app/pages/landers/designs/${lander}.tsx`;
/** The namespaces a page asks for beside the start ones (apps/web/src/app/pages.ts and the parts the page shows). */
export const PAGE_NAMESPACES: Partial<Record<RouteName, WebNamespace[]>> = { members: ['members'], member: ['members'] };

/**
 * The text modules a page needs in a language (packages/i18n/src/load.ts: one chunk per language and namespace,
 * decision 069): the start namespaces and the page's own, and for a regional variant its base language's too.
 */
export function textModules(language: Language, page: RouteName): string[] {
  const base = (REGIONAL_VARIANTS as Partial<Record<string, Language>>)[language];
  const namespaces = [...START_NAMESPACES, ...(PAGE_NAMESPACES[page] ?? [])];
  return [language, ...(base ? [base] : [])].flatMap((lang) => namespaces.map((ns) => `../../packages/i18n/locales/${lang}/${ns}.json`));
}
/** The module of one language's landers' texts (packages/i18n/src/landers-load.ts). */
export const landersTextsModule = (language: string) => `../../packages/i18n/locales/${language}/landers.json`;

export interface PageAssets {
  /** Script chunks, as paths from the site's root (`/assets/…`). */
  scripts: string[];
  styles: string[];
}

/**
 * The chunks the given modules need that the HTML does not load already: their own and, transitively, those they
 * import, without the entry and what the entry imports (index.html has those). Unknown modules are skipped: a
 * renamed page then loads as before instead of breaking the page.
 */
export function assetsOf(manifest: ViteManifest, modules: string[]): PageAssets {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  const loaded = new Set<string>(entry ? [entry[0], ...(entry[1].imports ?? [])] : []);
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || loaded.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!styles.includes(`/${css}`)) styles.push(`/${css}`);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of modules) visit(key);
  return { scripts, styles };
}

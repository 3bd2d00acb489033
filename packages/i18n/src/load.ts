import type { Namespace } from './index.js';
import type { resources } from './resources.js';

type Language = keyof typeof resources;

/**
 * The namespaces of the web app: every one but the e-mail texts and the error messages, which only the API
 * uses (its answers carry the translated message). The legal and lander texts come with their pages' chunks.
 */
export const WEB_NAMESPACES = ['common', 'reference', 'members', 'likes', 'chat', 'testprovider', 'payments', 'notifications', 'photos'] as const satisfies readonly Namespace[];
export type WebNamespace = (typeof WEB_NAMESPACES)[number];

/** What every page needs, fetched before the first render; the others arrive with the parts that use them (decision 069). */
export const START_NAMESPACES = ['common', 'reference'] as const satisfies readonly WebNamespace[];

export function isWebNamespace(value: string): value is WebNamespace {
  return (WEB_NAMESPACES as readonly string[]).includes(value);
}

/** One language's texts of one namespace, as the web app loads them. */
export type Texts = (typeof resources)[Language][WebNamespace];

/**
 * One chunk per language and namespace (the bundler makes a chunk of each file the pattern matches), fetched
 * only when needed: the active language's start namespaces before the first render, the rest on demand.
 */
const loaders: Record<WebNamespace, (language: Language) => Promise<{ default: Texts }>> = {
  common: (language) => import(`../locales/${language}/common.json`),
  reference: (language) => import(`../locales/${language}/reference.json`),
  members: (language) => import(`../locales/${language}/members.json`),
  likes: (language) => import(`../locales/${language}/likes.json`),
  chat: (language) => import(`../locales/${language}/chat.json`),
  testprovider: (language) => import(`../locales/${language}/testprovider.json`),
  payments: (language) => import(`../locales/${language}/payments.json`),
  notifications: (language) => import(`../locales/${language}/notifications.json`),
  photos: (language) => import(`../locales/${language}/photos.json`),
};

/** One namespace of one language's texts. */
export async function loadTexts(language: Language, namespace: WebNamespace): Promise<Texts> {
  return (await loaders[namespace](language)).default;
}

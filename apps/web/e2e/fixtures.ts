import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { signUpByApi } from './members-helpers';

/** The demo accounts the API seeds with SEED_DEMO=true. */
export const DEMO = {
  free: { email: 'free@demo.local', password: 'demo-free-2026' },
  premium: { email: 'premium@demo.local', password: 'demo-premium-2026' },
  operator: { email: 'operator@demo.local', password: 'demo-operator-2026' },
  moderator: { email: 'moderator@demo.local', password: 'demo-moderator-2026' },
  admin: { email: 'admin@demo.local', password: 'demo-admin-2026' },
} as const;

/** The known TOTP secrets of the demo staff (README); the operator's is shown at its first console login. */
export const DEMO_TOTP = {
  operator: 'AMORADEMOOPERATORSECRETKEYTOTPAA',
  moderator: 'AMORADEMOMODERATORSECRETKEYTOTPA',
  admin: 'AMORADEMOADMINSECRETKEYFORTOTPAA',
} as const;

/** Matches the web app's storage key for a dismissed site-entry warning. */
export const SITE_ENTRY_STORAGE_KEY = 'hide-site-entry-warning';

interface Options {
  /** Whether the visitor dismissed the adults-only entry warning before (default: yes). */
  entryWarningDismissed: boolean;
}

interface Fixtures {
  /** Content-Security-Policy violations of every page of the test; the test fails if there is any. */
  cspViolations: string[];
}

const CSP_PREFIX = 'CSP violation:';

/**
 * A public page answered to a visitor carries its first screen, rendered by the server and inert until the app's first
 * render replaces it (decision 075): nobody can use it before, so a test acts once the app runs. Every navigation of
 * the page waits for that (at once where there was no server screen).
 */
function actOnceTheAppRuns(page: Page): void {
  const appRuns = () => page.waitForFunction(() => !document.querySelector('#root[data-first-screen]'));
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      await appRuns();
      return response;
    };
  }
}

/**
 * Reports every CSP violation of a context's pages as a console error (the browser's own report of a
 * refused script, style or eval does not reach Playwright's console events) and collects them.
 */
async function watchCsp(context: BrowserContext, into: string[]): Promise<void> {
  context.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && (text.startsWith(CSP_PREFIX) || text.includes('Content Security Policy'))) {
      into.push(`${message.location().url}: ${text}`);
    }
  });
  await context.addInitScript((prefix) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const blocked = event.blockedURI || 'inline';
      console.error(`${prefix} ${event.effectiveDirective} refused ${blocked} (${event.sourceFile}:${event.lineNumber}) on ${event.documentURI}`);
    });
  }, CSP_PREFIX);
}

export const test = base.extend<Options & Fixtures>({
  entryWarningDismissed: [true, { option: true }],
  // Applied to every test: the default context and any context the test opens with browser.newContext().
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        await watchCsp(opened, violations);
        if (options?.javaScriptEnabled !== false) opened.on('page', actOnceTheAppRuns);
        return opened;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, entryWarningDismissed, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) actOnceTheAppRuns(page);
    if (entryWarningDismissed) {
      await page.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), SITE_ENTRY_STORAGE_KEY);
    }
    await use(page);
  },
});

export { expect };

/** A mailbox nobody else uses in this run. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Logs in through the Dutch login page and waits for the members area. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/inloggen');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/leden$/);
}

export interface SignupDetails {
  name: string;
  email: string;
  password: string;
}

/** Fills steps 0 to 2 of the Dutch signup form (man looking for women, born 12 May 1990). */
export async function fillSignupUntilCredentials(page: Page, name: string): Promise<void> {
  await page.getByRole('group', { name: 'Ik ben een' }).getByLabel('Man').check();
  await page.getByRole('group', { name: 'Ik zoek' }).getByLabel('Vrouwen').check();
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(page.getByRole('heading', { name: 'Je geboortedatum' })).toBeFocused();
  await page.getByLabel('Dag').selectOption('12');
  await page.getByLabel('Maand').selectOption({ label: 'mei' });
  await page.getByLabel('Jaar').selectOption('1990');
  await page.getByRole('button', { name: 'Volgende' }).click();

  await expect(page.getByRole('heading', { name: 'Je profielnaam' })).toBeVisible();
  await page.getByLabel('Profielnaam').fill(name);
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('heading', { name: 'Je inloggegevens' })).toBeVisible();
}

export interface Member {
  name: string;
  email: string;
  password: string;
}

/**
 * Creates a fresh member through the signup API with the page's cookies, so the page is logged in
 * as that member afterwards. Each test gets its own member and cannot disturb another test.
 */
export async function signUpMember(page: Page, prefix = 'member'): Promise<Member> {
  const { name, email, password } = await signUpByApi(page.request, { prefix });
  return { name, email, password };
}

/** Opens the newest mail to `to` in the development outbox whose subject matches. */
export async function openNewestMail(page: Page, to: string, subject: RegExp): Promise<void> {
  await page.goto('/dev/outbox');
  await page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first().getByRole('link').click();
}

/** Logs out through the API (the page's cookies), without going through the menu. */
export async function logOutByApi(page: Page): Promise<void> {
  await page.request.get('/api/logout.php');
}

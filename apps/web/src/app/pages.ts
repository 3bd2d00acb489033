import type { RouteName, WebNamespace } from '@dating/i18n';
import type { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { CHUNK_RELOAD_KEY, readTimestamp, writeTimestamp } from '@/lib/storage';

export type LayoutName = 'default' | 'chat' | 'lander' | 'empty';

/**
 * What a page's first screen shows, fetched into the query cache before the page first renders, with the page's
 * code (decision 075): the server renders that screen into the HTML with it, and the browser's first render shows
 * the same screen instead of a loading state. It never fails: the page shows its own error state.
 */
export type FirstScreen = (queryClient: QueryClient, args: Pick<LoaderFunctionArgs, 'params' | 'request'>) => Promise<void>;
interface LoadedPage {
  Component: ComponentType;
  firstScreen?: FirstScreen;
}
type LoadPage = () => Promise<LoadedPage>;

const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/**
 * A page's code is loaded when it is first visited. After a deploy an old page may ask for a
 * chunk that is gone: reload the page to get the new build, at most once a minute (spec section 8).
 */
function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  namespaces: WebNamespace[] = [],
  firstScreen?: (module: M) => FirstScreen,
): LoadPage {
  // The page's texts beside its code (one wait): a namespace not listed is fetched when the page asks for it.
  // The server renders with every namespace already loaded in its own instance (entry-server.tsx).
  return () =>
    Promise.all([load(), namespaces.length > 0 && i18next.isInitialized ? i18next.loadNamespaces(namespaces) : null]).then(
      ([module]) => ({ Component: pick(module), firstScreen: firstScreen?.(module) }),
      (error: unknown) => {
        if (typeof window === 'undefined') throw error; // the server's render (entry-server.tsx)
        const last = readTimestamp(CHUNK_RELOAD_KEY);
        if (last === null || Date.now() - last > CHUNK_RELOAD_INTERVAL_MS) {
          writeTimestamp(CHUNK_RELOAD_KEY);
          window.location.reload();
          return new Promise<never>(() => undefined);
        }
        throw error;
      },
    );
}

const home = page(() => import('./pages/home-page'), (m) => m.HomePage);
const langConfig = page(() => import('./pages/lang-config-page'), (m) => m.LangConfigPage);
const notifications = page(() => import('./pages/notifications-page'), (m) => m.NotificationsPage, ['notifications']);
const legalPage = page(() => import('./pages/legal/legal-page'), (m) => m.LegalPage);
const memberLanding = page(() => import('./pages/member-landing/member-landing-page'), (m) => m.MemberLandingPage);
const memberSignup = page(() => import('./pages/member-landing/member-signup-page'), (m) => m.MemberSignupPage);
const landers = page(() => import('./pages/landers/landers-page'), (m) => m.LandersPage);
const signup = page(() => import('@/features/auth/components/signup/signup-page'), (m) => m.SignupPage);
const completeSignup = page(
  () => import('@/features/auth/components/signup/complete-signup-page'),
  (m) => m.CompleteSignupPage,
);
const signupMatches = page(
  () => import('@/features/auth/components/signup/signup-matches-page'),
  (m) => m.SignupMatchesPage,
);
const login = page(() => import('@/features/auth/components/login/login-page'), (m) => m.LoginPage);
const activateDone = page(
  () => import('@/features/auth/components/activation/activate-done-page'),
  (m) => m.ActivateDonePage,
);
const activateError = page(
  () => import('@/features/auth/components/activation/activate-error-page'),
  (m) => m.ActivateErrorPage,
);
const resetPassword = page(
  () => import('@/features/account/components/password-reset/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
const resetPasswordDo = page(
  () => import('@/features/account/components/password-reset/reset-password-do-page'),
  (m) => m.ResetPasswordDoPage,
);
const mailChangeDo = page(
  () => import('@/features/account/components/email-change/mail-change-do-page'),
  (m) => m.MailChangeDoPage,
);
const accountDeleted = page(
  () => import('@/features/account/components/deleted/account-deleted-page'),
  (m) => m.AccountDeletedPage,
);
const profile = page(() => import('./pages/profile-page'), (m) => m.ProfilePage);
const members = page(
  () => import('@/features/members/components/search/members-page'),
  (m) => m.MembersPage,
  ['members'],
  (m) => m.membersFirstScreen,
);
const member = page(
  () => import('./pages/member/member-profile-page'),
  (m) => m.MemberProfilePage,
  ['members'],
  (m) => m.memberFirstScreen,
);
const chats = page(() => import('@/features/chat/components/chats-page'), (m) => m.ChatsPage);
const conversation = page(() => import('@/features/chat/components/conversation-page'), (m) => m.ConversationPage);
const complaints = page(() => import('@/features/complaints/components/complaints-page'), (m) => m.ComplaintsPage);
const likes = page(() => import('@/features/likes/components/likes-page'), (m) => m.LikesPage);
const likesMember = page(() => import('@/features/likes/components/likes-member-page'), (m) => m.LikesMemberPage);
const swipeGame = page(() => import('@/features/swipe-game/components/swipe-game-page'), (m) => m.SwipeGamePage);
const credits = page(() => import('@/features/credits/components/credits-page'), (m) => m.CreditsPage);
const pricing = page(() => import('@/features/credits/components/pricing-page'), (m) => m.PricingPage);
const pay = page(() => import('@/features/credits/components/pay-page'), (m) => m.PayPage);
const repeatOrder = page(() => import('@/features/credits/components/repeat-order-page'), (m) => m.RepeatOrderPage);
const premium = page(() => import('@/features/credits/components/premium-page'), (m) => m.PremiumPage);
const directDebit = page(() => import('@/features/credits/components/direct-debit-page'), (m) => m.DirectDebitPage);
const transaction = page(() => import('@/features/credits/components/transaction-page'), (m) => m.TransactionPage);
const matchFinder = page(() => import('@/features/match-finder/components/match-finder-page'), (m) => m.MatchFinderPage);

interface PageEntry {
  layout: LayoutName;
  load: LoadPage;
}
const inDefault = (load: LoadPage): PageEntry => ({ layout: 'default', load });

/** Which page and layout each named route shows. */
export const PAGES: Record<RouteName, PageEntry> = {
  home: inDefault(home),
  signup: inDefault(signup),
  memberSignup: inDefault(memberSignup),
  completeSignup: inDefault(completeSignup),
  signupMatches: inDefault(signupMatches),
  login: inDefault(login),
  resetPassword: inDefault(resetPassword),
  resetPasswordDo: inDefault(resetPasswordDo),
  activateDone: inDefault(activateDone),
  activateError: inDefault(activateError),
  mailChangeDo: inDefault(mailChangeDo),
  accountDeleted: inDefault(accountDeleted),
  members: inDefault(members),
  member: inDefault(member),
  memberChat: { layout: 'chat', load: conversation },
  memberLanding: { layout: 'lander', load: memberLanding },
  memberLanding2: { layout: 'lander', load: memberLanding },
  memberLanding3: { layout: 'lander', load: memberLanding },
  chats: inDefault(chats),
  chat: { layout: 'chat', load: conversation },
  likes: inDefault(likes),
  likesType: inDefault(likes),
  likesMember: inDefault(likesMember),
  credits: inDefault(credits),
  creditsPay: inDefault(pay),
  creditsRepeat: inDefault(repeatOrder),
  directDebit: inDefault(directDebit),
  premium: inDefault(premium),
  pricing: inDefault(pricing),
  profile: inDefault(profile),
  notifications: inDefault(notifications),
  complaints: inDefault(complaints),
  langConfig: inDefault(langConfig),
  matchFinder: inDefault(matchFinder),
  swipeGame: inDefault(swipeGame),
  transactions: inDefault(transaction),
  landerAdultOnly: { layout: 'lander', load: landers },
  landerTinderSwipe: { layout: 'lander', load: landers },
  landerWhoNeedsStrings: { layout: 'lander', load: landers },
  lander: { layout: 'lander', load: landers },
  pageBan: inDefault(legalPage),
  pageCookies: inDefault(legalPage),
  pageFaq: inDefault(legalPage),
  pagePrivacy: inDefault(legalPage),
  pageReturnPolicy: inDefault(legalPage),
  pageService: inDefault(legalPage),
  pageTerms: inDefault(legalPage),
};

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AuditPage } from '@/pages/audit-page';
import { FictionalEditPage, FictionalListPage, FictionalNewPage } from '@/pages/fictional-pages';
import { DiscountCodesPage } from '@/pages/discount-codes-page';
import { PackagesPage } from '@/pages/packages-page';
import { SettingsPage } from '@/pages/settings-page';
import { CreditsPage } from '@/pages/credits-page';
import { PaymentsPage } from '@/pages/payments-page';
import { SetupPage } from '@/pages/setup-page';
import { StaffPage } from '@/pages/staff-page';
import { FiguresPage } from '@/pages/figures-page';
import { LoginPage } from '@/pages/login-page';
import { NotFoundPage } from '@/pages/not-found-page';
import { OverviewPage } from '@/pages/overview-page';
import { ConversationPage, QueuePage } from '@/pages/queue-page';
import { PhotoModerationPage } from '@/pages/photo-moderation-page';
import { CampaignsPage } from '@/pages/campaigns-page';
import { CampaignLinksPage } from '@/pages/campaign-links-page';
import { ComplaintPage } from '@/pages/complaints/complaint-page';
import { ComplaintsPage } from '@/pages/complaints/complaints-page';
import { MemberPage } from '@/pages/member/member-page';
import { MembersPage } from '@/pages/members-page';
import { RequireRole, Shell } from './shell';

/** The console's routes under /console (served by the API; decision 040). */
const router = createBrowserRouter(
  [
    { path: '/login', element: <LoginPage /> },
    { path: '/setup', element: <SetupPage /> },
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <OverviewPage /> },
        { path: 'queue', element: <RequireRole path="/queue"><QueuePage /></RequireRole> },
        { path: 'queue/:id', element: <RequireRole path="/queue"><ConversationPage /></RequireRole> },
        { path: 'figures', element: <RequireRole path="/figures"><FiguresPage /></RequireRole> },
        { path: 'audit', element: <RequireRole path="/audit"><AuditPage /></RequireRole> },
        { path: 'photos', element: <RequireRole path="/photos"><PhotoModerationPage /></RequireRole> },
        { path: 'campaigns', element: <RequireRole path="/campaigns"><CampaignsPage /></RequireRole> },
        { path: 'campaigns/links', element: <RequireRole path="/campaigns"><CampaignLinksPage /></RequireRole> },
        { path: 'fictional', element: <RequireRole path="/fictional"><FictionalListPage /></RequireRole> },
        { path: 'fictional/new', element: <RequireRole path="/fictional"><FictionalNewPage /></RequireRole> },
        { path: 'fictional/:id', element: <RequireRole path="/fictional"><FictionalEditPage /></RequireRole> },
        { path: 'codes', element: <RequireRole path="/codes"><DiscountCodesPage /></RequireRole> },
        { path: 'packages', element: <RequireRole path="/packages"><PackagesPage /></RequireRole> },
        { path: 'settings', element: <RequireRole path="/settings"><SettingsPage /></RequireRole> },
        { path: 'credits', element: <RequireRole path="/credits"><CreditsPage /></RequireRole> },
        { path: 'payments', element: <RequireRole path="/payments"><PaymentsPage /></RequireRole> },
        { path: 'staff', element: <RequireRole path="/staff"><StaffPage /></RequireRole> },
        { path: 'complaints', element: <RequireRole path="/complaints"><ComplaintsPage /></RequireRole> },
        { path: 'complaints/:id', element: <RequireRole path="/complaints"><ComplaintPage /></RequireRole> },
        { path: 'members', element: <RequireRole path="/members"><MembersPage /></RequireRole> },
        { path: 'members/:id', element: <RequireRole path="/members"><MemberPage /></RequireRole> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ],
  { basename: '/console' },
);

export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: i18n }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

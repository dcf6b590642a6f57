/** Every route of spec §2 under the basename /laos; pages load as lazy chunks. */
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { withAntd } from '@/components/antd-scope';
import { lazyPage as plainPage } from '@/components/lazy-page';
import NotFound from '@/components/not-found';
// The landing page is part of the first download: a lazy chunk would cost phones one more round trip.
import Home from '@/features/home/routes/home';
import { RequireStaff } from '@/components/require-staff';
import { BASENAME, paths, routePatterns } from '@/config/paths';
import type { PageNamespace } from '@/locales';
import { loadNamespaces } from '@/lib/i18n';
import { AuthLayout } from './layouts/auth-layout';
import { MainLayout } from './layouts/main-layout';

/** A page chunk together with the translation namespaces it needs. */
const withTexts =
  <T,>(namespaces: PageNamespace[], load: () => Promise<T>) =>
  async () =>
    (await Promise.all([load(), loadNamespaces(namespaces)]))[0];
const ITEMS: PageNamespace[] = ['items', 'vocab'];
/** A page that draws antd: its chunk comes with antd's provider (the public lists draw none on a phone). */
const lazyPage = (load: Parameters<typeof withAntd>[0]) => plainPage(withAntd(load));

const ViolationList = plainPage(withTexts(ITEMS, () => import('@/features/items/routes/violation-list')));
const NonviolationList = plainPage(withTexts(ITEMS, () => import('@/features/items/routes/nonviolation-list')));
const VerifiedList = plainPage(withTexts(ITEMS, () => import('@/features/items/routes/verified-list')));
const DetectionDetail = lazyPage(withTexts(ITEMS, () => import('@/features/items/routes/detection-detail')));
const ReportDetail = lazyPage(withTexts(ITEMS, () => import('@/features/items/routes/report-detail')));
const TrackingDetail = lazyPage(withTexts(ITEMS, () => import('@/features/items/routes/tracking-detail')));
const SubmitViolation = lazyPage(withTexts(['report', 'vocab'], () => import('@/features/report/routes/submit-violation')));
const ResourceCenter = lazyPage(() => import('@/features/resources/routes/resource-center'));
const Login = lazyPage(withTexts(['auth'], () => import('@/features/auth/routes/login')));
const NewPassword = lazyPage(withTexts(['auth'], () => import('@/features/auth/routes/new-password')));
const ResetPassword = lazyPage(withTexts(['auth'], () => import('@/features/auth/routes/reset-password')));
const REVIEW: PageNamespace[] = ['review', 'items', 'vocab'];
const DetectionQueue = lazyPage(withTexts(REVIEW, () => import('@/features/review/routes/detection-queue')));
const ReportQueue = lazyPage(withTexts(REVIEW, () => import('@/features/review/routes/report-queue')));
const CheckPage = lazyPage(withTexts(['checks', 'report', 'vocab'], () => import('@/features/checks/routes/check-page')));
const Management = lazyPage(withTexts(['catalogue', 'vocab'], () => import('@/features/catalogue/routes/management')));
const Analysis = lazyPage(withTexts(['analysis', 'vocab'], () => import('@/features/analysis/routes/analysis')));
const CaseList = lazyPage(withTexts(['cases'], () => import('@/features/cases/routes/case-list')));
const CasePage = lazyPage(withTexts(['cases'], () => import('@/features/cases/routes/case-page')));
const CompanyList = lazyPage(withTexts(['companies'], () => import('@/features/companies/routes/company-list')));
const CompanyPage = lazyPage(withTexts(['companies', 'vocab'], () => import('@/features/companies/routes/company-page')));
const HistoryCheck = lazyPage(withTexts(['history'], () => import('@/features/history/routes/history-check')));
const MonthlyReports = lazyPage(withTexts(['monthlyReports'], () => import('@/features/monthly-reports/routes/monthly-reports')));
const AccountManagement = lazyPage(withTexts(['accounts'], () => import('@/features/accounts/routes/account-management')));

const each = (patterns: readonly string[], element: JSX.Element): RouteObject[] => patterns.map((path) => ({ path, element }));
const staff = (element: JSX.Element, roles?: Parameters<typeof RequireStaff>[0]['roles']) => (
  <RequireStaff roles={roles}>{element}</RequireStaff>
);

export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { index: true, element: <Navigate to={paths.home} replace /> },
      { path: 'home', element: <Home /> },
      ...each(routePatterns.violation, <ViolationList />),
      ...each(routePatterns.nonviolation, <NonviolationList />),
      ...each(routePatterns.verified, <VerifiedList />),
      ...each(routePatterns.submitViolation, <SubmitViolation />),
      ...each(routePatterns.detail, <DetectionDetail />),
      ...each(routePatterns.detailReport, <ReportDetail />),
      ...each(routePatterns.detailTracking, <TrackingDetail />),
      { path: 'resource-center', element: <ResourceCenter /> },
      // The staff workspace: these screens need a signed-in staff member.
      ...each(routePatterns.detection, staff(<DetectionQueue />)),
      ...each(routePatterns.check, staff(<CheckPage />)),
      ...each(routePatterns.report, staff(<ReportQueue />)),
      ...each(routePatterns.management, staff(<Management />)),
      { path: 'analysis', element: staff(<Analysis />) },
      { path: 'cases', element: staff(<CaseList />) },
      { path: 'cases/:id', element: staff(<CasePage />) },
      { path: 'companies', element: staff(<CompanyList />) },
      { path: 'companies/:key', element: staff(<CompanyPage />) },
      { path: 'monthly-reports', element: staff(<MonthlyReports />) },
      { path: 'account-management', element: staff(<AccountManagement />, ['operator', 'admin']) },
      { path: 'history-check', element: staff(<HistoryCheck />, ['admin']) },
      { path: '404', element: <NotFound /> },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
  {
    path: 'user',
    element: <AuthLayout />,
    children: [
      { path: 'login', element: <Login /> },
      { path: 'new-password', element: <NewPassword /> },
      { path: 'reset-password', element: <ResetPassword /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}

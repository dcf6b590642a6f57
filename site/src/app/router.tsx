/** Every route of spec §2 under the basename /laos; pages load as lazy chunks. */
import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@/components/lazy-page';
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

const ViolationList = lazyPage(withTexts(ITEMS, () => import('@/features/items/routes/violation-list')));
const NonviolationList = lazyPage(withTexts(ITEMS, () => import('@/features/items/routes/nonviolation-list')));
const VerifiedList = lazyPage(withTexts(ITEMS, () => import('@/features/items/routes/verified-list')));
const DetectionDetail = lazyPage(withTexts(ITEMS, () => import('@/features/items/routes/detection-detail')));
const ReportDetail = lazyPage(withTexts(ITEMS, () => import('@/features/items/routes/report-detail')));
const TrackingDetail = lazyPage(withTexts(ITEMS, () => import('@/features/items/routes/tracking-detail')));
const SubmitViolation = lazyPage(withTexts(['report', 'vocab'], () => import('@/features/report/routes/submit-violation')));
const ResourceCenter = lazyPage(() => import('@/features/resources/routes/resource-center'));
const StaffScreen = lazyPage(() => import('@/features/staff/routes/staff-screen'));
const Login = lazyPage(() => import('@/features/auth/routes/login'));

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
      ...each(routePatterns.detection, staff(<StaffScreen />)),
      ...each(routePatterns.check, staff(<StaffScreen />)),
      ...each(routePatterns.report, staff(<StaffScreen />)),
      { path: 'analysis', element: staff(<StaffScreen />) },
      { path: 'account-management', element: staff(<StaffScreen />, ['operator', 'admin']) },
      { path: '404', element: <NotFound /> },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
  {
    path: 'user',
    element: <AuthLayout />,
    children: [
      { path: 'login', element: <Login /> },
      { path: 'new-password', element: staffAuthScreen() },
      { path: 'reset-password', element: staffAuthScreen() },
    ],
  },
];

/** Password screens come with the staff workspace; until then they lead back to the login page. */
function staffAuthScreen() {
  return <StaffScreen />;
}

export function createRouter() {
  return createBrowserRouter(routes, { basename: BASENAME });
}

import {
  RequireSignedOut,
  SELF_SERVE_LOGIN_PATH,
  SelfGuard,
  SelfServeGuard,
} from '@bizcard/shared/auth';
import { Spinner } from '@bizcard/shared/ui';
import { createElement, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemotePage } from '../remotes/remote-page';
import { RequireAudience } from './guards/require-audience';
import { RequireSignedIn } from './guards/require-signed-in';
import { MainLayoutOnDemand } from './layout/main-layout-on-demand';
import { ADMINS, landingFor } from './routes/audience';
import { ROUTES } from './routes/route-table';
import {
  type AppRoute,
  isRemotePage,
  type RouteGuard,
  type SignedInRoute,
} from './routes/route-types';

const pageOf = ({ page, title }: AppRoute) =>
  isRemotePage(page) ? (
    <RemotePage remote={page.remote} module={page.module} title={title} />
  ) : (
    // For the shell's own pages that load when first opened.
    <Suspense fallback={<Spinner />}>{createElement(page)}</Suspense>
  );

const routesGuardedBy = (guard: RouteGuard) => ROUTES.filter((route) => route.guard === guard);

const plainRoute = (route: AppRoute) => (
  <Route key={route.path} path={route.path} element={pageOf(route)} />
);

const audienceRoute = (route: SignedInRoute) => (
  <Route
    key={route.path}
    path={route.path}
    element={<RequireAudience audiences={route.seenBy}>{pageOf(route)}</RequireAudience>}
  />
);

const signedInRoutes = ROUTES.filter(
  (route): route is SignedInRoute => route.guard === 'signed-in',
);

// The admin frame (header, side menu) is for admins only, so a page an end user may open
// is rendered outside it, for everyone who opens it, and signed into on the self-serve login.
export const inAdminFrame = (route: SignedInRoute) => !route.seenBy.includes('endUser');

/** The <Routes> tree, derived from the route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RequireSignedIn />}>
        {/* Decided before the frame renders, so an end user never sees its header or menu. */}
        <Route element={<RequireAudience audiences={ADMINS} />}>
          <Route element={<MainLayoutOnDemand />}>
            {signedInRoutes.filter(inAdminFrame).map(audienceRoute)}
          </Route>
        </Route>
      </Route>
      <Route element={<RequireSignedIn signInPath={SELF_SERVE_LOGIN_PATH} />}>
        {signedInRoutes.filter((route) => !inAdminFrame(route)).map(audienceRoute)}
      </Route>

      <Route element={<RequireSignedOut home={landingFor} />}>
        {routesGuardedBy('signed-out').map(plainRoute)}
      </Route>

      {routesGuardedBy('open').map(plainRoute)}
      <Route element={<SelfGuard />}>{routesGuardedBy('self').map(plainRoute)}</Route>
      <Route element={<SelfServeGuard />}>{routesGuardedBy('self-serve').map(plainRoute)}</Route>
    </Routes>
  );
}

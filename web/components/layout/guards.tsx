import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session.js';
import { authPathFor, safeNextPath } from '../../lib/redirect.js';

/** A blank pulsing block while the session loads (spec: /style shows one while auth loads). */
export const PagePlaceholder = () => (
  <div className="mx-auto w-full max-w-5xl px-4 py-14 sm:px-6" aria-busy="true">
    <span className="sr-only" role="status">Loading</span>
    <div className="h-12 w-2/3 animate-pulse rounded-xl bg-stone-200" />
    <div className="mt-6 h-4 w-1/2 animate-pulse rounded bg-stone-200" />
    <div className="mt-10 grid gap-4 sm:grid-cols-3">
      <div className="h-40 animate-pulse rounded-2xl bg-stone-200" />
      <div className="h-40 animate-pulse rounded-2xl bg-stone-200" />
      <div className="h-40 animate-pulse rounded-2xl bg-stone-200" />
    </div>
  </div>
);

/** Signed-in routes: guests go to /auth and come back to where they were after signing in. */
export const RequireAuth = () => {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PagePlaceholder />;
  if (status === 'unauthenticated') return <Navigate to={authPathFor(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
};

/**
 * /auth is for guests; a signed-in user goes to / (or the safe ?next= path). A password-recovery
 * link (#type=recovery) is let through so a signed-in user can still set a new password.
 */
export const GuestOnly = () => {
  const { status } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const recovering = new URLSearchParams(location.hash.replace(/^#/, '')).get('type') === 'recovery';
  if (status === 'authenticated' && !recovering) return <Navigate to={safeNextPath(params.get('next'))} replace />;
  return <Outlet />;
};

/**
 * Every route of the spec's route list. Each page is its own chunk (route-level code splitting):
 * a route file default-exports its component.
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './components/layout/app-layout.js';
import { GuestOnly, RequireAuth } from './components/layout/guards.js';
import { RouteError } from './components/layout/route-error.js';
import { PageLoading } from './components/layout/page-loading.js';
// The landing page is the first thing most visitors see: bundled with the entry, no extra round trip.
import LandingRoute from './routes/landing.js';
import { routeLoader } from './lib/route-data.js';

type RouteModule = Promise<{ default: ComponentType }>;
const page = (load: () => RouteModule): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * With a query client, pages whose first screen is data start asking for it with their code
 * (web/lib/route-data.ts): a loader defined on the route runs alongside its lazy module.
 */
export const appRoutes = (queryClient?: QueryClient): RouteObject[] => [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        // Lazy pages load after the first render; the layout stays and this fills the page area meanwhile.
        HydrateFallback: PageLoading,
        children: [
          { index: true, Component: LandingRoute },
          {
            element: <GuestOnly />,
            children: [{ path: 'auth', ...page(() => import('./routes/auth.js')) }],
          },
          {
            element: <RequireAuth />,
            children: [
              { path: 'home', ...page(() => import('./routes/home.js')), ...(queryClient ? { loader: routeLoader(queryClient, 'home') } : {}) },
              { path: 'inspiration', ...page(() => import('./routes/inspiration.js')) },
              { path: 'style', ...page(() => import('./routes/style.js')) },
              { path: 'trip-planner', ...page(() => import('./routes/trip-planner.js')) },
              { path: 'chat', ...page(() => import('./routes/chat.js')) },
              // Spec leaves these open; every action on them needs an account, so guests sign in first.
              { path: 'wardrobe', ...page(() => import('./routes/wardrobe.js')) },
              { path: 'dressing-room', ...page(() => import('./routes/dressing-room.js')) },
              { path: 'account', ...page(() => import('./routes/account.js')) },
              // The OAuth consent screen: an MCP client asking for the shopper's permission.
              { path: 'consent', ...page(() => import('./routes/consent.js')) },
            ],
          },
          { path: 'auth/facebook/callback', ...page(() => import('./routes/facebook-callback.js')) },
          { path: 'auth/instagram/callback', ...page(() => import('./routes/instagram-callback.js')) },
          { path: 'auth/instagram/bridge', ...page(() => import('./routes/instagram-bridge.js')) },
          // Public: a catalogue piece's page (match, save and cart once signed in).
          { path: 'products/:id', ...page(() => import('./routes/product.js')) },
          { path: 'privacy-policy', ...page(() => import('./routes/privacy-policy.js')) },
          { path: 'terms-of-service', ...page(() => import('./routes/terms-of-service.js')) },
          { path: 'data-deletion', ...page(() => import('./routes/data-deletion.js')) },
          { path: '*', ...page(() => import('./routes/not-found.js')) },
        ],
      },
    ],
  },
];

export const routes: RouteObject[] = appRoutes();

export const createRouter = (queryClient?: QueryClient) => createBrowserRouter(appRoutes(queryClient));

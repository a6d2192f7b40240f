import { Suspense, lazy } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Toaster } from 'sonner';
import { Header } from './header.js';
import { Footer } from './footer.js';
import { useSession } from '../../lib/session.js';
import { OnboardingGate } from '../onboarding/onboarding-gate.js';

// Only signed-in users need the session timers and the expiry dialog, so guests never download them.
const SessionWatch = lazy(() => import('../session/session-watch.js'));

export const AppLayout = () => {
  const { status } = useSession();
  const navigation = useNavigation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#main" className="sr-only z-50 rounded-full bg-ink px-4 py-2 text-paper focus:not-sr-only focus:fixed focus:left-4 focus:top-3">
        Skip to content
      </a>
      <Header />
      {navigation.state === 'loading' && <div aria-hidden className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-ink" />}
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      {/* Sonner's default description grey fails contrast on its success/error tints (axe, /wardrobe). */}
      <Toaster position="bottom-right" closeButton toastOptions={{ className: 'font-sans', classNames: { description: '!text-stone-700' } }} />
      {status === 'authenticated' && (
        <Suspense fallback={null}>
          <SessionWatch />
        </Suspense>
      )}
      <OnboardingGate />
      <ScrollRestoration />
    </div>
  );
};

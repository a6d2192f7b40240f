import { Suspense, lazy, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs.js';
import { SignInForm } from '../components/auth/sign-in-form.js';
import { SignUpForm } from '../components/auth/sign-up-form.js';
import { ResetRequestForm } from '../components/auth/reset-request-form.js';
import { NewPasswordForm } from '../components/auth/new-password-form.js';
import { VerifyEmailBanner } from '../components/auth/verify-email-banner.js';
import { parseRecoveryHash } from '../lib/recovery.js';
import { usePageTitle } from '../lib/title.js';
import { useAuthLock } from '../lib/use-auth-lock.js';

const DevPanels = lazy(() => import('../components/auth/dev-panels.js'));

type Tab = 'sign-in' | 'join';

export default function AuthRoute() {
  usePageTitle('Sign in');
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const lock = useAuthLock();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'join' ? 'join' : 'sign-in');
  const [forgot, setForgot] = useState(false);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const recovery = parseRecoveryHash(location.hash);
  const showDev = import.meta.env.DEV || params.get('debug') === '1';

  // Leaving recovery drops the token from the URL so a reload cannot reuse it.
  const leaveRecovery = (toForgot: boolean) => {
    navigate({ pathname: '/auth', search: location.search, hash: '' }, { replace: true });
    setTab('sign-in');
    setForgot(toForgot);
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-8 px-4 py-12 sm:py-16">
      <div className="text-center">
        <h1 className="font-display text-4xl text-ink sm:text-5xl">Sign in to the product</h1>
        <p className="mt-3 text-stone-600">Your atelier remembers your style, the influencers you follow and the pieces you save.</p>
      </div>

      {unverifiedEmail && <VerifyEmailBanner email={unverifiedEmail} lock={lock} />}

      <div className="rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        {recovery ? (
          <NewPasswordForm token={recovery.token} onDone={() => leaveRecovery(false)} onRequestNew={() => leaveRecovery(true)} />
        ) : (
          <Tabs value={tab} onValueChange={(v) => { setTab(v as Tab); setForgot(false); }}>
            <TabsList className="flex w-full">
              <TabsTrigger value="sign-in" className="flex-1">Sign in</TabsTrigger>
              <TabsTrigger value="join" className="flex-1">Join Atelier</TabsTrigger>
            </TabsList>
            <TabsContent value="sign-in">
              {forgot ? (
                <ResetRequestForm lock={lock} onDone={() => setForgot(false)} />
              ) : (
                <SignInForm lock={lock} onForgot={() => setForgot(true)} onUnverified={setUnverifiedEmail} />
              )}
            </TabsContent>
            <TabsContent value="join">
              <SignUpForm
                lock={lock}
                onSignedUp={(email) => {
                  setUnverifiedEmail(email);
                  setTab('sign-in');
                }}
              />
            </TabsContent>
          </Tabs>
        )}
      </div>

      {showDev && (
        <details className="rounded-2xl border border-dashed border-stone-300 p-4">
          <summary className="cursor-pointer text-sm font-medium text-stone-700">Developer tools</summary>
          <div className="mt-4">
            <Suspense fallback={null}>
              <DevPanels />
            </Suspense>
          </div>
        </details>
      )}
    </div>
  );
}

/**
 * Mounted once in the app layout. Shows onboarding to a signed-in shopper whose account has not
 * completed it and has not closed it before (product rules §2 Onboarding), and to anyone who asked
 * through 'Preview Onboarding'. The
 * dialog and its machine are a separate chunk, loaded only when shown.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callTool } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';
import type { OnboardingStatus } from '../../../tools/onboarding/contracts.js';
import { flagSaysComplete, onboardingAllowedOn, onboardingDecision, setOnboardingFlag } from './flag.js';
import { clearOnboardingRequest, useOnboardingRequest } from './onboarding-store.js';

const OnboardingDialog = lazy(() => import('./onboarding-dialog.js'));

/** onboarding.status is per account: the gate reads it, the gate's sync and the dialog's finish write it. */
export const onboardingStatusKey = (userId: string | null) => ['tool', 'onboarding.status', userId] as const;

/** 'show' | 'hide' for the signed-in shopper, or null while unknown (nothing is shown meanwhile). */
const useOnboardingNeeded = (userId: string | null): boolean | null => {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: onboardingStatusKey(userId),
    queryFn: () => callTool<OnboardingStatus>('onboarding.status', {}),
    enabled: userId !== null,
    staleTime: Infinity,
  });
  const syncUp = useMutation({
    mutationFn: () => callTool<OnboardingStatus>('onboarding.complete', {}),
    onSuccess: (done) => queryClient.setQueryData(onboardingStatusKey(userId), done),
  });
  const decision = userId && status.data ? onboardingDecision(status.data.completed, flagSaysComplete(userId), status.data.dismissed) : null;

  useEffect(() => {
    if (!userId || !decision) return;
    if (decision === 'hide') setOnboardingFlag(userId);
    // Fire once; a failed sync is retried on the next visit (the flag still hides it here).
    if (decision === 'sync-up' && syncUp.isIdle) syncUp.mutate();
  }, [decision, userId, syncUp]);

  // A status that cannot be read shows nothing: never block the app over onboarding.
  if (!decision) return null;
  return decision === 'show';
};

export const OnboardingGate = () => {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  const request = useOnboardingRequest();
  const signedIn = status === 'authenticated' && user !== null;
  const needed = useOnboardingNeeded(signedIn && onboardingAllowedOn(pathname) ? user.id : null);
  // Closed without finishing: hidden at once here, and stored on the account so no later visit, on
  // any device, opens it by itself ('Preview Onboarding' still does).
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const userId = signedIn ? user.id : null;
  const queryClient = useQueryClient();
  const dismiss = useMutation({
    mutationFn: () => callTool<OnboardingStatus>('onboarding.dismiss', {}),
    onSuccess: (status) => queryClient.setQueryData(onboardingStatusKey(userId), status),
  });

  const automatic = needed === true && dismissedFor !== userId;
  if (status === 'loading' || (!request && !automatic)) return null;

  const close = () => {
    if (request) clearOnboardingRequest();
    else if (userId) dismiss.mutate();
    setDismissedFor(userId);
  };
  return (
    <Suspense fallback={null}>
      <OnboardingDialog
        // A new request starts a fresh run.
        key={request ? `request-${request.id}` : `user-${userId ?? ''}`}
        preview={!signedIn}
        userId={userId}
        onClose={close}
      />
    </Suspense>
  );
};

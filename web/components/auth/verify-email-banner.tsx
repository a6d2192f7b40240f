import { useEffect, useState } from 'react';
import { MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../ui/button.js';
import { authClient } from '../../lib/auth-client.js';
import { toastAuthError } from '../../lib/notify.js';
import type { AuthLockApi } from '../../lib/use-auth-lock.js';

export const RESEND_COOLDOWN_MS = 10_000;

/** Spec: unconfirmed users see this with a resend button that reads 'Email sent!' for 10 s. */
export const VerifyEmailBanner = ({ email, lock }: { email: string; lock: AuthLockApi }) => {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');

  useEffect(() => {
    if (state !== 'sent') return;
    const id = window.setTimeout(() => setState('idle'), RESEND_COOLDOWN_MS);
    return () => window.clearTimeout(id);
  }, [state]);

  const resend = async () => {
    setState('sending');
    try {
      await authClient.sendVerificationEmail(email);
      setState('sent');
    } catch (error) {
      setState('idle');
      lock.lockOn('email', error);
      toastAuthError(error);
    }
  };

  return (
    <div role="region" aria-label="Verify your email" data-testid="verify-banner" className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950">
      <div className="flex items-start gap-3">
        <MailCheck className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div>
          <p className="font-medium">Please verify your email</p>
          <p className="text-sm">
            We sent a verification link to <strong className="break-all">{email}</strong>. Open it to activate your account, then sign in.
          </p>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={state !== 'idle' || lock.blocks('email')}
        onClick={() => void resend().catch(() => toast.error('Something went wrong'))}
      >
        {state === 'sent' ? 'Email sent!' : state === 'sending' ? 'Sending…' : 'Resend verification email'}
      </Button>
    </div>
  );
};

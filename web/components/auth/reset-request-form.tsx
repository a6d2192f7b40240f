import { useState, type FormEvent } from 'react';
import { MailCheck } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../ui/button.js';
import { EmailField } from './email-field.js';
import { LockNotice } from './lock-notice.js';
import { isValidEmail } from '../../../tools/accounts/rules.js';
import { authClient } from '../../lib/auth-client.js';
import { toastAuthError } from '../../lib/notify.js';
import type { AuthLockApi } from '../../lib/use-auth-lock.js';

/** 'Forgot password?': the reset-email form, then the 'Check your email' view. */
export const ResetRequestForm = ({ lock, onDone }: { lock: AuthLockApi; onDone: () => void }) => {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = email.trim();
    if (!trimmed || !isValidEmail(trimmed)) {
      toast.error('Invalid email', { description: 'Please enter a valid email address.' });
      return;
    }
    setBusy(true);
    try {
      await authClient.requestPasswordReset(trimmed);
      setSentTo(trimmed);
    } catch (error) {
      lock.lockOn('email', error);
      toastAuthError(error);
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <div className="flex flex-col items-center gap-4 text-center" data-testid="reset-sent">
        <MailCheck className="size-8 text-accent" aria-hidden />
        <h2 className="font-display text-3xl text-ink">Check your email</h2>
        <p className="text-sm text-stone-600">
          If an account exists for <strong className="break-all">{sentTo}</strong>, a link to reset your password is on its way. It works once and expires
          in an hour.
        </p>
        <Button variant="outline" onClick={onDone}>Back to sign in</Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-labelledby="reset-title">
      <div>
        <h2 id="reset-title" className="font-display text-2xl text-ink">Reset your password</h2>
        <p className="mt-1 text-sm text-stone-600">Enter your email and we'll send you a link to set a new password.</p>
      </div>
      <EmailField value={email} onChange={setEmail} autoFocus />
      <LockNotice lock={lock.lock} remaining={lock.remaining} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>Cancel</Button>
        <Button type="submit" disabled={busy || lock.blocks('email')}>{busy ? 'Sending…' : 'Send reset link'}</Button>
      </div>
    </form>
  );
};

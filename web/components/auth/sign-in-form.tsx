import { useState, type FormEvent } from 'react';
import { Button } from '../ui/button.js';
import { EmailField } from './email-field.js';
import { PasswordField } from './password-field.js';
import { LockNotice } from './lock-notice.js';
import { isValidEmail } from '../../../tools/accounts/rules.js';
import { ApiError } from '../../lib/api.js';
import { authClient } from '../../lib/auth-client.js';
import { mapAuthError } from '../../lib/auth-errors.js';
import { toastAuthError } from '../../lib/notify.js';
import { useSession } from '../../lib/session.js';
import { oauthNextUrl, signedOAuthQuery } from '../../lib/oauth-consent.js';
import type { AuthLockApi } from '../../lib/use-auth-lock.js';

export interface SignInFormProps {
  lock: AuthLockApi;
  onForgot: () => void;
  onUnverified: (email: string) => void;
}

export const SignInForm = ({ lock, onForgot, onUnverified }: SignInFormProps) => {
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const trimmed = email.trim();
  const locked = lock.blocks('sign-in');
  const canSubmit = trimmed !== '' && password !== '' && isValidEmail(trimmed) && !locked && !busy;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    try {
      // Opened by an app's authorization request: signing in continues it (to /consent or the app).
      const oauthQuery = signedOAuthQuery(window.location.search);
      const signedIn = await authClient.signIn(trimmed, password, oauthQuery);
      lock.clear();
      const next = oauthQuery ? oauthNextUrl(signedIn) : null;
      if (next) {
        window.location.assign(next);
        return;
      }
      // The /auth guard sends the user on once the session is known.
      await session.refresh();
    } catch (error) {
      lock.lockOn('auth', error);
      if (error instanceof ApiError && mapAuthError(error).rule === 'unverified') onUnverified(trimmed);
      toastAuthError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Sign in">
      <EmailField value={email} onChange={setEmail} />
      <PasswordField value={password} onChange={setPassword} autoComplete="current-password" />
      <div className="-mt-2 flex justify-end">
        <button type="button" onClick={onForgot} className="text-sm text-stone-700 underline underline-offset-4 hover:text-ink focus-visible:outline-2 focus-visible:outline-ink">
          Forgot password?
        </button>
      </div>
      <LockNotice lock={lock.lock} remaining={lock.remaining} />
      <Button type="submit" size="lg" disabled={!canSubmit}>
        {busy ? 'Signing in…' : 'Sign in'}
      </Button>
    </form>
  );
};

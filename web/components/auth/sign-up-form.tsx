import { useState, type FormEvent } from 'react';
import { Copy, Wand2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../ui/button.js';
import { FieldMessage } from '../ui/input.js';
import { EmailField } from './email-field.js';
import { PasswordField } from './password-field.js';
import { LockNotice } from './lock-notice.js';
import { ACCOUNT_MESSAGES, generateStrongPassword, isValidEmail, passwordProblem } from '../../../tools/accounts/rules.js';
import { authClient } from '../../lib/auth-client.js';
import { toastAuthError } from '../../lib/notify.js';
import type { AuthLockApi } from '../../lib/use-auth-lock.js';

export interface SignUpFormProps {
  lock: AuthLockApi;
  onSignedUp: (email: string) => void;
}

export const SignUpForm = ({ lock, onSignedUp }: SignUpFormProps) => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [suggested, setSuggested] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const trimmed = email.trim();
  const problem = password === '' ? null : passwordProblem(password);
  const canSubmit = isValidEmail(trimmed) && password !== '' && problem === null && !lock.blocks('sign-up') && !busy;

  const suggest = () => {
    const next = generateStrongPassword();
    setSuggested(next);
    setPassword(next);
  };

  const copy = async () => {
    if (!suggested) return;
    try {
      await navigator.clipboard.writeText(suggested);
      toast.success('Password copied');
    } catch {
      toast.error('Copy failed', { description: 'Select the password and copy it yourself.' });
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit) return;
    setBusy(true);
    try {
      await authClient.signUp(trimmed, password);
      lock.clear();
      toast.success('Check your email', { description: 'We sent you a link to confirm your account.' });
      onSignedUp(trimmed);
    } catch (error) {
      lock.lockOn('auth', error);
      toastAuthError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-label="Join Atelier">
      <EmailField value={email} onChange={setEmail} />
      <PasswordField
        value={password}
        onChange={(v) => {
          setPassword(v);
          if (v !== suggested) setSuggested(null);
        }}
        autoComplete="new-password"
        invalid={problem !== null}
        message={
          password === '' ? (
            <FieldMessage tone="hint">At least 8 characters, mixing letters, numbers or symbols.</FieldMessage>
          ) : problem ? (
            <FieldMessage>{problem}</FieldMessage>
          ) : (
            <FieldMessage tone="success" aria-live="polite">{ACCOUNT_MESSAGES.passwordLooksGood}</FieldMessage>
          )
        }
      />
      <div className="flex flex-col gap-2">
        <Button variant="ghost" size="sm" className="self-start" onClick={suggest}>
          <Wand2 className="size-4" aria-hidden /> Suggest strong password
        </Button>
        {suggested && (
          <div className="flex items-center gap-2 rounded-xl bg-stone-100 p-2 pl-4">
            <code data-testid="suggested-password" className="flex-1 break-all font-mono text-sm text-ink">{suggested}</code>
            <Button variant="outline" size="sm" onClick={() => void copy()} aria-label="Copy suggested password">
              <Copy className="size-4" aria-hidden /> Copy
            </Button>
          </div>
        )}
      </div>
      <LockNotice lock={lock.lock} remaining={lock.remaining} />
      <Button type="submit" size="lg" disabled={!canSubmit}>
        {busy ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
};

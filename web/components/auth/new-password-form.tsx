import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../ui/button.js';
import { FieldMessage } from '../ui/input.js';
import { PasswordField } from './password-field.js';
import { isValidPassword } from '../../../tools/accounts/rules.js';
import { ApiError } from '../../lib/api.js';
import { authClient } from '../../lib/auth-client.js';
import { toastAuthError } from '../../lib/notify.js';

export const NEW_PASSWORD_MESSAGES = {
  invalid: { title: 'Invalid password', description: 'Please create a stronger password.' },
  mismatch: { title: "Passwords don't match", description: 'Please re-enter to confirm.' },
} as const;

/** 'Set a new password' from a recovery link. Submit stays disabled until both rules hold. */
export const NewPasswordForm = ({ token, onDone, onRequestNew }: { token: string | null; onDone: () => void; onRequestNew: () => void }) => {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const valid = isValidPassword(password);
  const matches = password === confirm;

  if (!token) {
    return (
      <div className="flex flex-col gap-4" role="alert">
        <h2 className="font-display text-3xl text-ink">This reset link can't be used</h2>
        <p className="text-sm text-stone-600">It is incomplete or has been altered. Request a new link and open it from your email.</p>
        <Button onClick={onRequestNew} className="self-start">Request a new link</Button>
      </div>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return void toast.error(NEW_PASSWORD_MESSAGES.invalid.title, { description: NEW_PASSWORD_MESSAGES.invalid.description });
    if (!matches) return void toast.error(NEW_PASSWORD_MESSAGES.mismatch.title, { description: NEW_PASSWORD_MESSAGES.mismatch.description });
    setBusy(true);
    try {
      await authClient.resetPassword(token, password);
      toast.success('Password updated', { description: 'Sign in with your new password.' });
      onDone();
    } catch (error) {
      if (error instanceof ApiError && /token/i.test(`${error.code} ${error.message}`)) {
        toast.error('Reset link expired', { description: 'This link was already used or is too old. Request a new one.' });
      } else {
        toastAuthError(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5" aria-labelledby="new-password-title">
      <h2 id="new-password-title" className="font-display text-3xl text-ink">Set a new password</h2>
      <PasswordField
        label="New password"
        name="new-password"
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        invalid={password !== '' && !valid}
        message={
          password !== '' && !valid ? (
            <FieldMessage>
              <strong>{NEW_PASSWORD_MESSAGES.invalid.title}.</strong> {NEW_PASSWORD_MESSAGES.invalid.description}
            </FieldMessage>
          ) : undefined
        }
      />
      <PasswordField
        label="Confirm password"
        name="confirm-password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        invalid={confirm !== '' && !matches}
        message={
          confirm !== '' && !matches ? (
            <FieldMessage>
              <strong>{NEW_PASSWORD_MESSAGES.mismatch.title}.</strong> {NEW_PASSWORD_MESSAGES.mismatch.description}
            </FieldMessage>
          ) : undefined
        }
      />
      <Button type="submit" size="lg" disabled={!valid || !matches || busy}>
        {busy ? 'Saving…' : 'Update password'}
      </Button>
    </form>
  );
};

import { useId } from 'react';
import { isValidEmail, ACCOUNT_MESSAGES } from '../../../tools/accounts/rules.js';
import { FieldMessage, Input, Label } from '../ui/input.js';
import { cn } from '../../lib/cn.js';

/** Email with the spec's green/red indicator once something is typed. */
export const EmailField = ({ value, onChange, autoFocus }: { value: string; onChange: (v: string) => void; autoFocus?: boolean }) => {
  const id = useId();
  const trimmed = value.trim();
  const state = trimmed === '' ? 'empty' : isValidEmail(trimmed) ? 'valid' : 'invalid';
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>Email</Label>
      <div className="relative">
        <Input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          autoFocus={autoFocus}
          value={value}
          aria-invalid={state === 'invalid'}
          aria-describedby={state === 'invalid' ? `${id}-msg` : undefined}
          onChange={(e) => onChange(e.target.value)}
          className="pr-10"
          placeholder="you@example.com"
        />
        {state !== 'empty' && (
          <span
            data-testid="email-indicator"
            data-state={state}
            className={cn('absolute right-3.5 top-1/2 size-3 -translate-y-1/2 rounded-full', state === 'valid' ? 'bg-emerald-600' : 'bg-red-700')}
          >
            <span className="sr-only">{state === 'valid' ? 'Email looks valid' : 'Email is not valid'}</span>
          </span>
        )}
      </div>
      {state === 'invalid' && <FieldMessage id={`${id}-msg`}>{ACCOUNT_MESSAGES.invalidEmail}</FieldMessage>}
    </div>
  );
};

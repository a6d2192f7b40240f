import { useId, useState, type ReactNode } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { Input, Label } from '../ui/input.js';

export interface PasswordFieldProps {
  label?: string;
  value: string;
  onChange: (v: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** Rendered under the field and referenced by aria-describedby. */
  message?: ReactNode;
  invalid?: boolean;
  name?: string;
}

export const PasswordField = ({ label = 'Password', value, onChange, autoComplete, message, invalid, name = 'password' }: PasswordFieldProps) => {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Input
          id={id}
          name={name}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          required
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? `${id}-msg` : undefined}
          onChange={(e) => onChange(e.target.value)}
          className="pr-11"
        />
        <button
          type="button"
          onClick={() => setShown((v) => !v)}
          aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
          aria-pressed={shown}
          className="absolute right-1.5 top-1/2 -translate-y-1/2 rounded-full p-2 text-stone-500 hover:text-ink focus-visible:outline-2 focus-visible:outline-ink"
        >
          {shown ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      </div>
      {message && <div id={`${id}-msg`}>{message}</div>}
    </div>
  );
};

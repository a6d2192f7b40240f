/**
 * The Instagram token entry card (product rules §2, §4 Token form: entry → saving → success with 'Add Another
 * Token'; §5 non-empty after trimming, sign-in required; §8 messages). The token goes to the server
 * once (connections.saveToken), is verified against Instagram and stored encrypted; it is never shown again.
 */
import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { KeyRound } from 'lucide-react';
import { ApiError, callTool } from '../../lib/api.js';
import { useSession } from '../../lib/session.js';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, FieldMessage, Input, Label } from '../ui/index.js';
import { formatDay } from './use-connections.js';

type Phase = { step: 'entry' } | { step: 'saving' } | { step: 'success'; username: string | null; expiresAt: string };

export const TOKEN_REQUIRED = 'Please enter your Instagram access token.';
export const TOKEN_SAVE_FAILED = 'Failed to save Instagram token. Please try again.';

export const InstagramTokenCard = () => {
  const { status } = useSession();
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<Phase>({ step: 'entry' });
  const [token, setToken] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status !== 'authenticated') {
      toast.error('Authentication required', { description: 'Please sign in to add an Instagram token.' });
      return;
    }
    if (!token.trim()) {
      setProblem(TOKEN_REQUIRED);
      toast.error('Token Required', { description: TOKEN_REQUIRED });
      return;
    }
    setProblem(null);
    setPhase({ step: 'saving' });
    try {
      const saved = await callTool<{ username: string | null; expires_at: string }>('connections.saveToken', { access_token: token });
      setToken('');
      setPhase({ step: 'success', username: saved.username, expiresAt: saved.expires_at });
      toast.success('Success!', { description: 'Instagram token has been securely saved to your account.' });
      await queryClient.invalidateQueries();
    } catch (error) {
      const message = error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : TOKEN_SAVE_FAILED;
      setProblem(message);
      setPhase({ step: 'entry' });
      toast.error('Error', { description: message });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><KeyRound className="size-5" aria-hidden /> Instagram access token</CardTitle>
        <CardDescription>
          Have a token from Meta's developer tools? Paste it here. It is checked with Instagram, stored encrypted, never
          shown again and expires after 60 days.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {phase.step === 'success' ? (
          <div className="flex flex-col items-start gap-3" role="status">
            <p className="text-ink">
              Token saved{phase.username ? ` for @${phase.username}` : ''}. It expires on {formatDay(phase.expiresAt)}.
            </p>
            <Button type="button" variant="outline" onClick={() => { setPhase({ step: 'entry' }); setProblem(null); }}>Add Another Token</Button>
          </div>
        ) : (
          <form className="flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
            <Label htmlFor={fieldId}>Instagram access token</Label>
            <Input
              id={fieldId}
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={token}
              onChange={(e) => setToken(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${fieldId}-problem` : undefined}
              disabled={phase.step === 'saving'}
              placeholder="IGQV…"
            />
            {problem && <FieldMessage id={`${fieldId}-problem`}>{problem}</FieldMessage>}
            <div>
              <Button type="submit" disabled={phase.step === 'saving'}>{phase.step === 'saving' ? 'Saving…' : 'Save token'}</Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
};

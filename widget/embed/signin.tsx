/** @jsxImportSource preact */
/**
 * The sign-in popup: Atelier's own page, first-party, so its session cookie works where the
 * iframe's would be blocked. Once signed in it asks for a single-use widget token and hands it to
 * the iframe that opened it (window.opener, our origin only), then closes.
 */
import { useEffect, useState } from 'preact/hooks';
import { envelopeOf } from '../shared/protocol.js';
import { widgetApi, WidgetApiError } from './api.js';
import type { EmbedConfig } from './config.js';

type Step = { kind: 'checking' } | { kind: 'form' } | { kind: 'signed-in'; email: string } | { kind: 'done' } | { kind: 'no-opener' };

const readSession = async (): Promise<{ email: string } | null> => {
  const res = await fetch('/api/auth/get-session', { credentials: 'same-origin' });
  const body = (await res.json().catch(() => null)) as { user?: { email?: string } } | null;
  return res.ok && body?.user?.email ? { email: body.user.email } : null;
};

export const SignIn = ({ config }: { config: EmbedConfig }) => {
  const api = widgetApi(config.partner.key);
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!window.opener) return setStep({ kind: 'no-opener' });
    readSession().then((s) => setStep(s ? { kind: 'signed-in', email: s.email } : { kind: 'form' }), () => setStep({ kind: 'form' }));
  }, []);

  const handOver = async () => {
    setBusy(true);
    setError(null);
    try {
      const { token } = await api.handoff();
      // To our own origin only: the opener is the widget iframe, which is Atelier's page.
      (window.opener as Window | null)?.postMessage(envelopeOf({ type: 'handoff' as const, token }), location.origin);
      setStep({ kind: 'done' });
      setTimeout(() => window.close(), 600);
    } catch (e) {
      setError(e instanceof WidgetApiError ? e.message : 'Signing in did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    const form = new FormData(e.target as HTMLFormElement);
    setBusy(true);
    setError(null);
    try {
      const res = await fetch('/api/auth/sign-in/email', {
        method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
      });
      if (!res.ok) {
        const body = (await res.json().catch(() => ({}))) as { message?: string };
        setError(res.status === 401 ? 'Invalid email or password' : body.message ?? 'Signing in did not work. Please try again.');
        setBusy(false);
        return;
      }
    } catch {
      setError('You seem to be offline. Check your connection and try again.');
      setBusy(false);
      return;
    }
    await handOver();
  };

  return (
    <main class="signin" style={{ '--c': config.partner.themeColor }}>
      <h1>Sign in to Atelier</h1>
      <p class="muted">To use your wardrobe and dressing room in {config.partner.name}'s stylist chat.</p>
      {step.kind === 'checking' && <p>Checking…</p>}
      {step.kind === 'no-opener' && <p role="alert">Open this window from the stylist chat on the shop's page.</p>}
      {step.kind === 'done' && <p role="status">Signed in. You can go back to the shop.</p>}
      {step.kind === 'signed-in' && (
        <div class="stack">
          <p>You are signed in as <strong>{step.email}</strong>.</p>
          <button type="button" class="primary" disabled={busy} onClick={() => void handOver()}>Continue as {step.email}</button>
        </div>
      )}
      {step.kind === 'form' && (
        <form class="stack" onSubmit={(e) => void submit(e)}>
          <label>Email<input name="email" type="email" autoComplete="email" required /></label>
          <label>Password<input name="password" type="password" autoComplete="current-password" required /></label>
          <button type="submit" class="primary" disabled={busy}>Sign in</button>
          <p class="muted">No account yet? <a href="/auth" target="_blank" rel="noopener">Create one on Atelier</a>, then come back.</p>
        </form>
      )}
      {error && <p class="error" role="alert">{error}</p>}
    </main>
  );
};

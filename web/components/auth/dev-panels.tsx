/**
 * The spec's session debug panel and auth test panel (sign up, sign in, check session, sign out).
 * Developer tools: /auth shows them in development builds, or with ?debug=1 (see web/DECISIONS.md).
 */
import { useState } from 'react';
import { Button } from '../ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card.js';
import { Input, Label } from '../ui/input.js';
import { authClient } from '../../lib/auth-client.js';
import { errorMessage } from '../../lib/api.js';
import { formatTimeLeft } from '../../lib/format.js';
import { useSession } from '../../lib/session.js';

export const SessionDebugPanel = () => {
  const { status, user, expiresAt } = useSession();
  const rows: [string, string][] = [
    ['Status', status],
    ['User id', user?.id ?? '—'],
    ['Email', user?.email ?? '—'],
    ['Email verified', user ? String(user.emailVerified) : '—'],
    ['Expires at', expiresAt ? new Date(expiresAt).toISOString() : '—'],
    ['Time left', expiresAt ? formatTimeLeft(expiresAt - Date.now()) : '—'],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Session debug</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-stone-600">{k}</dt>
              <dd className="break-all font-mono">{v}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
};

export const AuthTestPanel = () => {
  const session = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [log, setLog] = useState<string[]>([]);
  const run = (label: string, fn: () => Promise<unknown>) => async () => {
    try {
      const out = await fn();
      setLog((l) => [`${label}: ok ${JSON.stringify(out)?.slice(0, 200) ?? ''}`, ...l].slice(0, 8));
    } catch (error) {
      setLog((l) => [`${label}: ${errorMessage(error)}`, ...l].slice(0, 8));
    }
    await session.refresh();
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Auth test</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="flex flex-col gap-1">
            <Label htmlFor="test-email">Test email</Label>
            <Input id="test-email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor="test-password">Test password</Label>
            <Input id="test-password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" />
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={run('Sign up', () => authClient.signUp(email.trim(), password))}>Test sign up</Button>
          <Button size="sm" variant="outline" onClick={run('Sign in', () => authClient.signIn(email.trim(), password))}>Test sign in</Button>
          <Button size="sm" variant="outline" onClick={run('Check session', () => authClient.getSession())}>Check session</Button>
          <Button size="sm" variant="outline" onClick={run('Sign out', () => authClient.signOut())}>Test sign out</Button>
        </div>
        <ol aria-label="Test results" aria-live="polite" className="flex flex-col gap-1 font-mono text-xs text-stone-700">
          {log.map((line, i) => <li key={`${i}-${line}`} className="break-all">{line}</li>)}
        </ol>
      </CardContent>
    </Card>
  );
};

export default function DevPanels() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <SessionDebugPanel />
      <AuthTestPanel />
    </div>
  );
}

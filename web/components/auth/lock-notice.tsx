import type { AuthLock } from '../../lib/lock.js';

export const LockNotice = ({ lock, remaining }: { lock: AuthLock | null; remaining: number }) => {
  if (!lock || remaining <= 0) return null;
  return (
    <p role="status" data-testid="lock-notice" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
      {lock.type === 'auth' ? 'Too many attempts. ' : 'Too many emails sent. '}
      Please wait <span data-testid="lock-seconds" className="font-semibold tabular-nums">{remaining}</span> {remaining === 1 ? 'second' : 'seconds'}
      {lock.type === 'auth' ? ' before trying again.' : ' before requesting another email. You can still sign in.'}
    </p>
  );
};

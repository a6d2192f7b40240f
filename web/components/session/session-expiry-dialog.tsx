import { Clock, Wifi, WifiOff } from 'lucide-react';
import { Button } from '../ui/button.js';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../ui/dialog.js';
import { formatTimeLeft } from '../../lib/format.js';
import type { ConnectionStatus } from '../../machines/connection.js';

export interface SessionExpiryDialogProps {
  open: boolean;
  remainingMs: number;
  connection: ConnectionStatus;
  refreshing: boolean;
  onContinue: () => void;
  onExtend: () => void;
}

const CONNECTION_LABEL: Record<ConnectionStatus, string> = {
  online: 'Online',
  offline: 'Offline',
  reconnecting: 'Reconnecting…',
};

/** Product rules §2 'Session Expiring Soon'. Extending needs the network, so it is disabled offline. */
export const SessionExpiryDialog = ({ open, remainingMs, connection, refreshing, onContinue, onExtend }: SessionExpiryDialogProps) => (
  <Dialog open={open} onOpenChange={(next) => !next && onContinue()}>
    <DialogContent hideClose aria-describedby="session-expiry-description" data-testid="session-expiry-dialog">
      <DialogHeader>
        <DialogTitle>Session Expiring Soon</DialogTitle>
        <DialogDescription id="session-expiry-description">
          For your security you will be signed out when your session ends. Extend it to keep working.
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-xl bg-stone-100 p-4">
          <dt className="flex items-center gap-1.5 text-xs uppercase tracking-wider text-stone-600">
            <Clock className="size-3.5" aria-hidden /> Time left
          </dt>
          <dd className="mt-1 font-display text-3xl tabular-nums text-ink" data-testid="session-time-left">
            {formatTimeLeft(remainingMs)}
          </dd>
        </div>
        <div className="rounded-xl bg-stone-100 p-4">
          <dt className="flex items-center gap-1.5 text-xs uppercase tracking-wider text-stone-600">
            {connection === 'offline' ? <WifiOff className="size-3.5" aria-hidden /> : <Wifi className="size-3.5" aria-hidden />} Connection
          </dt>
          <dd className="mt-1 flex items-center gap-2 text-lg text-ink" data-testid="session-connection">
            <span aria-hidden className={`size-2.5 rounded-full ${connection === 'online' ? 'bg-emerald-600' : connection === 'offline' ? 'bg-red-700' : 'bg-amber-500'}`} />
            {CONNECTION_LABEL[connection]}
          </dd>
        </div>
      </dl>
      {connection === 'offline' && <p className="mt-3 text-sm text-stone-600">You're offline. Reconnect to extend your session.</p>}
      <DialogFooter>
        <Button variant="outline" onClick={onContinue}>
          Continue Without Refreshing
        </Button>
        <Button onClick={onExtend} disabled={connection === 'offline' || refreshing}>
          {refreshing ? 'Extending…' : 'Extend Session'}
        </Button>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);

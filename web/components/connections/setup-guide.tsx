/**
 * The OAuth setup guide overlay (product rules §2): the redirect URIs a Meta app needs, computed by the server
 * from PUBLIC_URL (connections.list), each with a copy button, and how to switch from the simulator
 * to a real app.
 */
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Check, Copy } from 'lucide-react';
import { Button, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../ui/index.js';
import { useConnections } from './use-connections.js';

const CopyRow = ({ label, value }: { label: string; value: string }) => {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success('Copied', { description: `${label} copied to the clipboard.` });
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Copy failed', { description: 'Select the address and copy it by hand.' });
    }
  };
  return (
    <li className="flex flex-col gap-1">
      <span className="text-xs font-medium text-stone-700">{label}</span>
      <div className="flex items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded-lg bg-stone-100 px-3 py-2 text-sm text-ink">{value}</code>
        <Button type="button" size="icon" variant="outline" onClick={() => void copy()} aria-label={`Copy ${label}`}>
          {copied ? <Check className="size-4" aria-hidden /> : <Copy className="size-4" aria-hidden />}
        </Button>
      </div>
    </li>
  );
};

export const OAuthSetupGuide = ({ trigger }: { trigger?: ReactNode }) => {
  const connections = useConnections();
  const uris = connections.data?.redirect_uris;
  const mode = connections.data?.meta;
  return (
    <Dialog>
      <DialogTrigger asChild>{trigger ?? <Button type="button" variant="outline" size="sm">OAuth setup guide</Button>}</DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>OAuth setup guide</DialogTitle>
          <DialogDescription>
            Add these redirect URIs to your Meta app (Instagram API with Instagram Login, and Facebook Login), then set
            META_APP_ID and META_APP_SECRET on the server.
          </DialogDescription>
        </DialogHeader>
        {mode && (
          <p className="mb-4 rounded-xl bg-stone-100 p-3 text-sm text-stone-700">
            {mode === 'simulated' && 'Right now this server uses the simulated Meta provider (development): connecting works offline with demo data.'}
            {mode === 'configured' && 'A Meta app is configured on this server.'}
            {mode === 'missing' && 'No Meta app is configured on this server yet: connecting is unavailable until META_APP_ID and META_APP_SECRET are set.'}
          </p>
        )}
        {!uris ? <p className="text-sm text-stone-600">{connections.isError ? 'Could not load the redirect URIs. Please try again.' : 'Loading…'}</p> : (
          <div className="flex flex-col gap-5">
            <section aria-labelledby="guide-instagram">
              <h3 id="guide-instagram" className="mb-2 font-medium text-ink">Instagram</h3>
              <ul className="flex flex-col gap-3">
                <CopyRow label="Instagram callback URI" value={uris.instagram[0] ?? ''} />
                {uris.instagram[1] && <CopyRow label="Instagram bridge URI (other trusted origins)" value={uris.instagram[1]} />}
              </ul>
            </section>
            <section aria-labelledby="guide-facebook">
              <h3 id="guide-facebook" className="mb-2 font-medium text-ink">Facebook</h3>
              <ul className="flex flex-col gap-3">
                <CopyRow label="Facebook callback URI" value={uris.facebook[0] ?? ''} />
              </ul>
            </section>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
};

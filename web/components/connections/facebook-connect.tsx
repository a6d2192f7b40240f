/**
 * The 'Facebook Connect' tab of the style-discovery dialog: connect through Facebook Login (the
 * Instagram account linked to a Page) or Instagram Login, see the current connection, open the
 * setup guide.
 */
import { Camera as Instagram, Globe as Facebook } from 'lucide-react';
import { Badge, Button } from '../ui/index.js';
import { OAuthSetupGuide } from './setup-guide.js';
import { formatDay, useConnect, useConnections } from './use-connections.js';

export const FacebookConnectTab = () => {
  const connections = useConnections();
  const connect = useConnect();
  const instagram = connections.data?.connections.find((c) => c.platform === 'instagram');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-stone-700">
        Connect the Instagram account you post from. With Facebook Login, Atelier reads the Instagram Business or Creator
        account linked to your Facebook Page; with Instagram Login, the account itself. Atelier reads your profile and your
        5 most recent posts, nothing else, and never posts for you.
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm" role="status">
        <span className="font-medium text-ink">Status:</span>
        {instagram
          ? <><Badge>{instagram.status === 'connected' ? 'Connected' : 'Expired'}</Badge> @{instagram.handle ?? 'unknown'} until {formatDay(instagram.expires_at)}</>
          : <Badge variant="muted">{connections.isLoading ? 'Checking…' : 'Not connected'}</Badge>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => void connect('facebook')}><Facebook className="size-4" aria-hidden /> Connect with Facebook</Button>
        <Button type="button" variant="outline" onClick={() => void connect('instagram')}><Instagram className="size-4" aria-hidden /> Connect Instagram</Button>
        <OAuthSetupGuide trigger={<Button type="button" variant="ghost">OAuth setup guide</Button>} />
      </div>
    </div>
  );
};

/**
 * /account: the shopper's account. Today one section, Connected apps: what MCP clients are, the apps
 * allowed through OAuth, and personal access tokens — each revocable.
 */
import { Page } from '../components/layout/page.js';
import { AccessTokens } from '../components/account/access-tokens.js';
import { ConnectedApps } from '../components/account/connected-apps.js';

export default function AccountRoute() {
  const endpoint = typeof window === 'undefined' ? '/mcp' : `${window.location.origin}/mcp`;
  return (
    <Page title="Account">
      <section aria-labelledby="connected-apps-heading" className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <h2 id="connected-apps-heading" className="font-display text-3xl text-ink">Connected apps</h2>
          <p className="max-w-2xl text-stone-700">
            Some AI assistants (Claude, ChatGPT, code editors and others) can use Atelier for you: search the catalogue,
            read your wardrobe, plan an outfit. They speak MCP, the Model Context Protocol. Add Atelier to one with the
            address <code className="rounded bg-stone-100 px-1.5 py-0.5 text-ink">{endpoint}</code>; it opens a page here
            where you choose what it may do. You can disconnect it at any time.
          </p>
        </div>
        <ConnectedApps />
        <AccessTokens />
      </section>
    </Page>
  );
}

/**
 * /style: Style Management. Until the style-discovery dialog exists this hosts its Agent Chat,
 * under a minimal header with the spec's four stat cards.
 */
import { Page } from '../components/layout/page.js';
import { AgentChat } from '../components/discovery/agent-chat.js';
import { Tabs, TabsList } from '../components/ui/index.js';
import { StyleStats } from '../components/account/style-stats.js';
import { YourData } from '../components/account/your-data.js';
import { WardrobeTabPanels, WardrobeTabTriggers } from '../components/wardrobe/style-tabs.js';
import { useSession } from '../lib/session.js';

export default function StyleRoute() {
  const { status } = useSession();
  if (status === 'loading') return <div className="mx-auto my-14 h-64 max-w-5xl animate-pulse rounded-lg bg-stone-100" aria-busy="true" />;
  return (
    <Page title="Style Management" description="Your wardrobe, your product photos, the influencers who shape your feed, and your data.">
      <StyleStats />
      <Tabs defaultValue="wardrobe" className="mb-12">
        <TabsList aria-label="Style management"><WardrobeTabTriggers /></TabsList>
        <WardrobeTabPanels />
      </Tabs>
      <section aria-labelledby="agent-heading" className="flex flex-col gap-3">
        <h2 id="agent-heading" className="font-display text-2xl text-ink">Agent Chat</h2>
        <p className="text-sm text-stone-600">Manage the influencers you follow in words. Every change shows a preview first.</p>
        <AgentChat />
      </section>
      <YourData />
    </Page>
  );
}

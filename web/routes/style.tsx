/**
 * /style: Style Management (product rules §2). Header with the 'Discover your style' button (the
 * style-discovery dialog), the four stat cards (counted, not the spec's sample numbers), tabs in the
 * spec's order — Connections, Style DNA, Influencers, Wardrobe, My Products —, then Your data. The
 * Agent Chat lives in the discovery dialog; MCP access (connected apps and personal tokens) lives on
 * /account. The active tab is kept in the address (?tab=) so a link or a reload lands on it.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Sparkles } from 'lucide-react';
import { Page } from '../components/layout/page.js';
import { ConnectionsPanel } from '../components/connections/connections-panel.js';
import { InfluencersTab } from '../components/discovery/influencers-tab.js';
import { InstagramAnalysisCard } from '../components/discovery/instagram-analysis-card.js';
import { StyleDnaPanel } from '../components/discovery/style-dna-panel.js';
import { StyleDiscoveryDialog, type DiscoveryTab } from '../components/discovery/style-discovery-dialog.js';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/index.js';
import { StyleStats } from '../components/account/style-stats.js';
import { YourData } from '../components/account/your-data.js';
import { WardrobeTabPanels, WardrobeTabTriggers } from '../components/wardrobe/style-tabs.js';
import { useSession } from '../lib/session.js';

const STYLE_TABS = ['connections', 'style-dna', 'influencers', 'wardrobe', 'products'] as const;
type StyleTab = (typeof STYLE_TABS)[number];
const isStyleTab = (value: string | null): value is StyleTab => value !== null && (STYLE_TABS as readonly string[]).includes(value);

export default function StyleRoute() {
  const { status } = useSession();
  const [params, setParams] = useSearchParams();
  const [discovery, setDiscovery] = useState<{ open: boolean; tab: DiscoveryTab }>({ open: false, tab: 'quick-pick' });
  const requested = params.get('tab');
  const tab: StyleTab = isStyleTab(requested) ? requested : 'connections';
  const openDiscovery = (tabName: DiscoveryTab = 'quick-pick') => setDiscovery({ open: true, tab: tabName });
  const selectTab = (value: string) => {
    if (!isStyleTab(value)) return;
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value === 'connections') next.delete('tab');
      else next.set('tab', value);
      return next;
    }, { replace: true });
  };

  if (status === 'loading') return <div className="mx-auto my-14 h-64 max-w-5xl animate-pulse rounded-lg bg-stone-100" aria-busy="true" />;
  return (
    <Page
      title="Style Management"
      description="Your connections, your style DNA, the influencers who shape your feed, your wardrobe and your product photos."
      actions={<Button onClick={() => openDiscovery()}><Sparkles className="size-4" aria-hidden />Discover your style</Button>}
    >
      <StyleStats />
      <Tabs value={tab} onValueChange={selectTab} className="mb-12">
        <TabsList aria-label="Style management">
          <TabsTrigger value="connections">Connections</TabsTrigger>
          <TabsTrigger value="style-dna">Style DNA</TabsTrigger>
          <TabsTrigger value="influencers">Influencers</TabsTrigger>
          <WardrobeTabTriggers />
        </TabsList>
        <TabsContent value="connections">
          <ConnectionsPanel>
            <InstagramAnalysisCard />
          </ConnectionsPanel>
        </TabsContent>
        <TabsContent value="style-dna">
          <StyleDnaPanel />
        </TabsContent>
        <TabsContent value="influencers">
          <InfluencersTab onOpenDiscovery={() => openDiscovery()} />
        </TabsContent>
        <WardrobeTabPanels />
      </Tabs>
      <YourData />
      <StyleDiscoveryDialog open={discovery.open} onOpenChange={(open) => setDiscovery((d) => ({ ...d, open }))} initialTab={discovery.tab} />
    </Page>
  );
}

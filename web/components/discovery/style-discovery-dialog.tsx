/**
 * 'AI-Powered Style Discovery' (product rules §2): the shopper's connections (type, handle or URL, Active or
 * Inactive) and six tabs — Facebook Connect, Smart Analysis, Quick Pick, Paste Handles, Instagram
 * Import and Agent Chat. Opened from /style and from onboarding (keep the props stable).
 */
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callTool, errorMessage } from '../../lib/api.js';
import {
  Badge, Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, Tabs, TabsContent, TabsList, TabsTrigger,
} from '../ui/index.js';
import type { StyleSource } from '../../../tools/sources/tools.js';
import { FacebookConnectTab } from '../connections/facebook-connect.js';
import { useConnections } from '../connections/use-connections.js';
import { AgentChat } from './agent-chat.js';
import { InstagramImport } from './instagram-import.js';
import { PasteHandles } from './paste-handles.js';
import { QuickPick } from './quick-pick.js';
import { SmartAnalysis } from './smart-analysis.js';
import { preview } from './discovery-saves.js';

export const DISCOVERY_TABS = [
  { value: 'facebook', label: 'Facebook Connect' },
  { value: 'smart', label: 'Smart Analysis' },
  { value: 'quick-pick', label: 'Quick Pick' },
  { value: 'paste', label: 'Paste Handles' },
  { value: 'import', label: 'Instagram Import' },
  { value: 'agent', label: 'Agent Chat' },
] as const;
export type DiscoveryTab = (typeof DISCOVERY_TABS)[number]['value'];

export interface StyleDiscoveryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tab shown when the dialog opens (Quick Pick unless said otherwise). */
  initialTab?: DiscoveryTab;
}

export const SOURCES_QUERY_KEY = ['tool', 'sources.list', 'all'] as const;
/** How many connections the list shows before '+N more'. */
const CONNECTIONS_SHOWN = 50;

interface ConnectionRow { key: string; type: string; label: string; active: boolean }

const ConnectionsList = () => {
  const sources = useQuery({
    queryKey: SOURCES_QUERY_KEY,
    // Only the rows the list shows; count still counts them all (an import may bring thousands).
    queryFn: () => callTool<{ sources: StyleSource[]; count: number }>('sources.list', { status: 'all', limit: CONNECTIONS_SHOWN }),
  });
  const social = useConnections();
  if (sources.isPending || social.isPending) return <p className="text-sm text-stone-600" aria-busy="true">Loading your connections…</p>;
  if (sources.isError || social.isError) {
    return (
      <p role="alert" className="text-sm text-red-800">
        Failed to load existing connections. <span className="text-stone-700">{errorMessage(sources.error ?? social.error)}</span>
      </p>
    );
  }
  // Connected accounts first (Active while the token is valid), then the style sources.
  const rows: ConnectionRow[] = [
    ...social.data.connections.map((c, i) => ({
      key: `social-${i}`,
      type: c.via === 'facebook_oauth' ? 'Instagram via Facebook' : 'Instagram account',
      label: c.handle ? `@${c.handle}` : 'Connected account',
      active: c.status === 'connected',
    })),
    ...sources.data.sources.map((s) => ({
      key: s.id,
      type: s.source_type === 'influencer' ? 'Influencer' : 'Instagram',
      label: s.handle ? `@${s.handle}` : (s.source_url ?? ''),
      active: s.is_active,
    })),
  ];
  if (rows.length === 0 && sources.data.count === 0) return <p className="text-sm text-stone-600">No connections yet: pick, paste or import the accounts whose style you like.</p>;
  const { shown, more: previewMore } = preview(rows, CONNECTIONS_SHOWN);
  const more = previewMore + (sources.data.count - sources.data.sources.length);
  return (
    <ul tabIndex={0} className="flex max-h-40 flex-col divide-y divide-stone-100 overflow-y-auto rounded-xl border border-stone-200 focus-visible:outline-2 focus-visible:outline-ink" aria-label="Your connections" data-testid="discovery-connections">
      {shown.map((row) => (
        <li key={row.key} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
          <span className="flex min-w-0 items-center gap-2">
            <Badge variant="outline" className="shrink-0">{row.type}</Badge>
            <span className="truncate text-ink">{row.label}</span>
          </span>
          <Badge variant={row.active ? 'success' : 'muted'}>{row.active ? 'Active' : 'Inactive'}</Badge>
        </li>
      ))}
      {more > 0 && <li className="px-3 py-2 text-sm text-stone-600">+{more} more</li>}
    </ul>
  );
};

export const StyleDiscoveryDialog = ({ open, onOpenChange, initialTab = 'quick-pick' }: StyleDiscoveryDialogProps) => {
  const [tab, setTab] = useState<DiscoveryTab>(initialTab);
  // Openers control the dialog without a Radix trigger, so Radix cannot give focus back on close:
  // remember what had focus as the dialog opens (before Radix moves it inside) and return it there.
  const wasOpen = useRef(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;
  // Each opening starts on the tab the opener asked for.
  useEffect(() => { if (open) setTab(initialTab); }, [open, initialTab]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="p-4 sm:max-w-3xl sm:p-6"
        aria-describedby="style-discovery-description"
        onCloseAutoFocus={(event) => {
          const target = returnFocus.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>AI-Powered Style Discovery</DialogTitle>
          <DialogDescription id="style-discovery-description">
            Tell Atelier whose style you love: connect your accounts, pick or paste handles, or import who you follow on Instagram.
          </DialogDescription>
        </DialogHeader>
        <section aria-labelledby="discovery-connections-heading" className="mb-4 flex flex-col gap-2">
          <h3 id="discovery-connections-heading" className="text-sm font-medium text-ink">Your connections</h3>
          <ConnectionsList />
        </section>
        <Tabs value={tab} onValueChange={(v) => setTab(v as DiscoveryTab)}>
          <TabsList aria-label="Ways to discover your style" className="w-full justify-start max-sm:rounded-2xl sm:rounded-3xl">
            {DISCOVERY_TABS.map((t) => <TabsTrigger key={t.value} value={t.value} className="px-3 sm:px-4">{t.label}</TabsTrigger>)}
          </TabsList>
          <TabsContent value="facebook">
            <FacebookConnectTab />
          </TabsContent>
          <TabsContent value="smart">
            <SmartAnalysis />
          </TabsContent>
          <TabsContent value="quick-pick"><QuickPick /></TabsContent>
          <TabsContent value="paste"><PasteHandles /></TabsContent>
          <TabsContent value="import"><InstagramImport /></TabsContent>
          <TabsContent value="agent"><AgentChat /></TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
};

/**
 * The Instagram style analysis card on /style → Connections (product rules §2, §4, §9): none → connected →
 * analyzing → connected; 'Extract Style Data' / 'Re-analyze'; progress 10/30/60/90/100 with the
 * spec's labels (web/machines/instagram-analysis.ts); the 3 most recent results, 4 style elements
 * and 3 colours each. Each result says what it read: the account's recent posts, or influencers'.
 */
import { useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import {
  analysisProgressLabel, DISCOVERY_LIMITS,
  type FollowingOutput, type InstagramAnalysis, type InstagramRecentOutput, type ScanOutput,
} from '../../../tools/discovery/contracts.js';
import { callTool } from '../../lib/api.js';
import { formatDateTime } from '../../lib/format.js';
import { instagramAnalysisMachine, instagramAnalysisPhase } from '../../machines/instagram-analysis.js';
import { Badge, Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '../ui/index.js';
import { StepProgress, useStepNotices } from './machine-notices.js';

export const INSTAGRAM_RECENT_KEY = ['tool', 'instagram.recentAnalyses'] as const;

const sourceNote = (a: InstagramAnalysis): string => {
  if (a.source === 'instagram_media') return `From your ${a.media_count} most recent post${a.media_count === 1 ? '' : 's'}`;
  const who = a.handles.map((h) => `@${h}`).join(', ');
  return a.source === 'followed_influencers'
    ? `No posts of yours stored yet: read the influencers you follow (${who})`
    : `No posts of yours and no follows stored yet: read five featured influencers (${who})`;
};

const Result = ({ analysis }: { analysis: InstagramAnalysis }) => (
  <li className="flex flex-col gap-2 rounded-xl border border-stone-200 p-3">
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="font-medium capitalize text-ink">{analysis.aesthetic ?? 'No style words found'}</p>
      <time className="text-xs text-stone-600" dateTime={analysis.analyzed_at}>{formatDateTime(analysis.analyzed_at)}</time>
    </div>
    <p className="text-xs text-stone-700">{sourceNote(analysis)}</p>
    {analysis.style_elements.length > 0 && (
      <ul className="flex flex-wrap gap-1.5" aria-label="Style elements">
        {analysis.style_elements.slice(0, DISCOVERY_LIMITS.styleElements).map((e) => <li key={e}><Badge variant="outline" className="capitalize">{e}</Badge></li>)}
      </ul>
    )}
    {analysis.colors.length > 0 && (
      <ul className="flex flex-wrap gap-1.5" aria-label="Colours">
        {analysis.colors.slice(0, DISCOVERY_LIMITS.colours).map((c) => <li key={c}><Badge variant="muted" className="capitalize">{c}</Badge></li>)}
      </ul>
    )}
  </li>
);

export const InstagramAnalysisCard = () => {
  const recent = useQuery({ queryKey: INSTAGRAM_RECENT_KEY, queryFn: () => callTool<InstagramRecentOutput>('instagram.recentAnalyses', {}) });
  const connected = recent.data?.connected ?? false;
  const machine = useMemo(() => instagramAnalysisMachine.provide({
    actors: {
      verify: fromPromise(() => callTool<InstagramRecentOutput>('instagram.recentAnalyses', {})),
      following: fromPromise(() => callTool<FollowingOutput>('discovery.followingAccounts', {})),
      analyze: fromPromise(() => callTool<InstagramAnalysis>('instagram.analyzeStyle', {})),
      styleDna: fromPromise(() => callTool<ScanOutput>('discovery.scan', {})),
    },
  }), []);
  const [state, send, actor] = useMachine(machine, { input: { connected } });

  useEffect(() => { if (recent.data) send({ type: 'CONNECTION', connected: recent.data.connected }); }, [recent.data, send]);
  useStepNotices(actor);

  const phase = instagramAnalysisPhase(state.value);
  const results = recent.data?.results ?? [];
  const { progress } = state.context;

  return (
    <Card data-testid="instagram-analysis-card">
      <CardHeader>
        <CardTitle as="h3">Instagram style analysis</CardTitle>
        <CardDescription>
          {phase === 'none'
            ? 'Connect your Instagram account to extract style data from your recent posts.'
            : `Extracts style elements and colours from the captions of your ${DISCOVERY_LIMITS.instagramMedia} most recent posts${recent.data?.username ? ` (@${recent.data.username})` : ''}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {recent.isPending && <Spinner />}
        {recent.isError && <p role="alert" className="text-sm text-red-800">Could not load your Instagram analyses.</p>}
        {phase === 'none' && recent.data && <Badge variant="muted" className="self-start">Not connected</Badge>}
        {phase === 'connected' && (
          <Button className="self-start" onClick={() => send({ type: 'ANALYZE' })}>
            {results.length ? 'Re-analyze' : 'Extract Style Data'}
          </Button>
        )}
        {phase === 'analyzing' && <StepProgress value={progress} label={analysisProgressLabel(progress)} />}
        {results.length > 0 && (
          <section aria-label="Recent analysis results" className="flex flex-col gap-2">
            <h4 className="text-sm font-semibold text-ink">Recent results</h4>
            <ul className="flex flex-col gap-2">
              {results.slice(0, DISCOVERY_LIMITS.recentEntries).map((a) => <Result key={a.id} analysis={a} />)}
            </ul>
          </section>
        )}
      </CardContent>
    </Card>
  );
};

/**
 * The /wardrobe pipeline testing panel (product rules §2, §6, §8, §9): runs the real pipeline over the
 * active influencers and the shopper's active preferences, one call at a time with 1 s between
 * calls, and reports 'n/m operations succeeded'. Every operation is a real tool call: reading the
 * influencers and preferences, analysing each followed influencer against the catalogue's
 * influencer vectors, rebuilding the taste and scores, and reading the refreshed feed.
 */
import type { InfluencerAccount } from '../../../tools/catalogue/contracts.js';
import type { FollowedInfluencer } from '../../../tools/influencers/contracts.js';
import type { FeedOutput } from '../../../tools/recommendations/feed-rules.js';
import { countOf } from '../../../tools/text/phrase.js';

/** Product rules §9: pipeline 1 s between calls. */
export const PIPELINE_CALL_GAP_MS = 1_000;
/** The panel analyses at most this many followed influencers per run, so one run stays short. */
export const PIPELINE_MAX_INFLUENCERS = 5;

export type ToolCaller = <T>(name: string, input: unknown) => Promise<T>;

export interface PipelineOperation {
  label: string;
  ok: boolean;
  detail: string;
}

export interface PipelineReport {
  operations: PipelineOperation[];
  succeeded: number;
  total: number;
}

export interface PipelineOptions {
  call: ToolCaller;
  sleep?: (ms: number) => Promise<void>;
  /** Each finished operation, as it finishes (the panel lists them live). */
  onOperation?: (operation: PipelineOperation) => void;
  signal?: AbortSignal;
}

const reason = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error));
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const runPipeline = async ({ call, sleep = defaultSleep, onOperation, signal }: PipelineOptions): Promise<PipelineReport> => {
  const operations: PipelineOperation[] = [];
  let calls = 0;
  /** One operation: waits the gap before every call but the first; a failure is recorded, never thrown. */
  const step = async <T>(label: string, run: () => Promise<T>, describe: (result: T) => string): Promise<T | undefined> => {
    if (signal?.aborted) throw new DOMException('Pipeline stopped', 'AbortError');
    if (calls++ > 0) await sleep(PIPELINE_CALL_GAP_MS);
    try {
      const result = await run();
      const op = { label, ok: true, detail: describe(result) };
      operations.push(op);
      onOperation?.(op);
      return result;
    } catch (error) {
      const op = { label, ok: false, detail: reason(error) };
      operations.push(op);
      onOperation?.(op);
      return undefined;
    }
  };

  await step('Load active influencers',
    () => call<{ influencers: InfluencerAccount[] }>('influencers.list', { limit: 100 }),
    (r) => `${countOf(r.influencers.length, 'active influencer', { zero: 'number' })}`);
  const followed = await step('Load your active influencer preferences',
    () => call<{ influencers: FollowedInfluencer[] }>('influencers.followed', { status: 'active' }),
    (r) => `${countOf(r.influencers.length, 'active preference', { zero: 'number' })}`);
  for (const pref of (followed?.influencers ?? []).slice(0, PIPELINE_MAX_INFLUENCERS)) {
    await step(`Analyze @${pref.handle}`,
      () => call<{ influencers: { handle: string }[] }>('recommendations.similarInfluencers', { handle: pref.handle }),
      (r) => (r.influencers.length ? `similar to ${r.influencers.slice(0, 3).map((i) => `@${i.handle}`).join(', ')}` : 'no close matches'));
  }
  await step('Rebuild your style profile and scores',
    () => call<{ learning_confidence: number; has_taste: boolean }>('recommendations.refresh', {}),
    (r) => (r.has_taste ? `learning confidence ${Math.round(r.learning_confidence * 100)}%` : 'no taste yet: follow or save a few pieces'));
  await step('Generate recommendations',
    () => call<FeedOutput>('recommendations.feed', { section: 'recommended', limit: 6 }),
    (r) => `${countOf(r.items.length, 'recommendation', { zero: 'number' })} (${r.source === 'personalized' ? 'personalised' : 'product matcher'})`);

  const succeeded = operations.filter((o) => o.ok).length;
  return { operations, succeeded, total: operations.length };
};

/** Product rules §8: 'Pipeline Complete' with 'n/m operations succeeded'. */
export const pipelineSummary = (report: Pick<PipelineReport, 'succeeded' | 'total'>): string =>
  `${report.succeeded}/${report.total} operations succeeded`;

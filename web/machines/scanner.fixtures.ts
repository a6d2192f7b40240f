/** What each of the scanner's four steps answers in tests (a shopper with one seed handle, no signals yet). */
import type { EngagementOutput, FollowingOutput, GenomeOutput, ScanOutput } from '../../tools/discovery/contracts.js';

export const following: FollowingOutput = { connected: false, seed_handle: 'boho.meadow', following_count: 1, fashion_accounts: [], unmatched: [], unmatched_count: 0 };
export const engagement: EngagementOutput = { insights: [], patterns_analyzed: 1 };
export const genome: GenomeOutput = {
  genome: null, confidence_score: 0, confidence_band: 'Low', accuracy: null, signals: { follows: 1, likes: 0, saves: 0, feedback: 0 },
};
export const scan = { scanned_at: new Date(0).toISOString() } as ScanOutput;

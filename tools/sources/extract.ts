/** One entry point for "text the shopper gave us" → handles: a following export or pasted text. */
import { followingExportSteps } from './following-export.js';
import { HandleCollector, looksLikeJsonSteps, textCandidateSteps } from './handles.js';
import { runNow, runYielding, type Steps } from './steps.js';

export interface ExtractedHandles {
  handles: string[];
  /** The first invalid candidates, clipped; invalidCount counts them all. */
  invalid: string[];
  invalidCount: number;
  source: 'export' | 'text';
}

/**
 * A slice at a time; throws FollowingExportError when the text looks like JSON but is not a usable
 * export. Pasted text stops being read once more than `maxHandles` handles are found.
 */
export function* extractSteps(text: string, maxHandles = Infinity): Steps<ExtractedHandles> {
  if (yield* looksLikeJsonSteps(text)) {
    const parsed = yield* followingExportSteps(text);
    return { handles: parsed.handles, invalid: parsed.invalid, invalidCount: parsed.invalidCount, source: 'export' };
  }
  const collector = new HandleCollector(maxHandles);
  yield* textCandidateSteps(text, (raw) => {
    collector.add(raw);
    return !collector.full;
  });
  return { handles: collector.handles, invalid: collector.invalid, invalidCount: collector.invalidCount, source: 'text' };
}

/** In one go: the browser and other small, local texts. */
export const extractHandles = (text: string): ExtractedHandles => runNow(extractSteps(text));

/** The server's form: other requests run between two slices, however large the text. */
export const extractHandlesYielding = (text: string, maxHandles?: number): Promise<ExtractedHandles> =>
  runYielding(extractSteps(text, maxHandles));

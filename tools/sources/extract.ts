/** One entry point for "text the shopper gave us" → handles: a following export or pasted text. */
import { HandleCollector, textCandidateSteps } from './handles.js';
import { runNow } from './steps.js';
import { looksLikeJson, parseFollowingExport } from './following-export.js';

export interface ExtractedHandles {
  handles: string[];
  /** The first invalid candidates, clipped; invalidCount counts them all. */
  invalid: string[];
  invalidCount: number;
  source: 'export' | 'text';
}

/** Throws FollowingExportError when the text looks like JSON but is not a usable export. */
export const extractHandles = (text: string): ExtractedHandles => {
  if (looksLikeJson(text)) {
    const parsed = parseFollowingExport(text);
    return { handles: parsed.handles, invalid: parsed.invalid, invalidCount: parsed.invalidCount, source: 'export' };
  }
  const collector = new HandleCollector();
  runNow(textCandidateSteps(text, (raw) => collector.add(raw)));
  return { handles: collector.handles, invalid: collector.invalid, invalidCount: collector.invalidCount, source: 'text' };
};

/** One entry point for "text the shopper gave us" → handles: a following export or pasted text. */
import { handleCandidates, partitionHandles } from './handles.js';
import { looksLikeJson, parseFollowingExport } from './following-export.js';

export interface ExtractedHandles {
  handles: string[];
  invalid: string[];
  source: 'export' | 'text';
}

/** Throws FollowingExportError when the text looks like JSON but is not a usable export. */
export const extractHandles = (text: string): ExtractedHandles => {
  if (looksLikeJson(text)) {
    const parsed = parseFollowingExport(text);
    return { handles: parsed.handles, invalid: parsed.invalid, source: 'export' };
  }
  return { ...partitionHandles(handleCandidates(text)), source: 'text' };
};

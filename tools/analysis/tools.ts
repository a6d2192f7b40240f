/** `styleDna.analyze`: the spec's style-dna-analyzer over the shopper's own uploads. */
import { defineTool } from '../types.js';
import { analyzeUploads, latestUploadIds } from './analyze.js';
import { styleAnalysisSchema, styleDnaAnalyzeInputSchema } from './contracts.js';
import { learnFromProductUpload, relearnProfile } from './learn.js';

export const styleDnaAnalyze = defineTool({
  name: 'styleDna.analyze',
  description:
    'Analyse the style of photos the shopper uploaded (ids from POST /api/uploads, or `latest`: the N most recent; ' +
    'with neither, the most recent photo): the colour palette measured ' +
    'from the pixels, style elements, silhouettes, an aesthetic, a confidence (low when only colour is known; ' +
    'add the item\'s description as `text` to raise it) and the influencers with the nearest style. ' +
    'Product photos (bucket style-inspiration) also join the wardrobe as category Upload, once each, and the style profile is rebuilt to include them.',
  auth: 'user',
  effect: 'change',
  input: styleDnaAnalyzeInputSchema,
  output: styleAnalysisSchema,
  async execute({ uploadIds, latest, text }, { db, userId, now, log }) {
    const at = now();
    const ids = uploadIds ?? await latestUploadIds(db, userId, latest ?? 1);
    const result = await analyzeUploads(db, userId, ids, text, at);
    let learned = 0;
    for (const upload of result.uploads) {
      if (await learnFromProductUpload(db, userId, upload.row, upload.result, upload.stored, at)) learned++;
    }
    // Awaited, so the profile the page reads next already includes these products.
    if (learned) await relearnProfile({ db, log, now }, userId);
    return result.analysis;
  },
});

export const analysisTools = [styleDnaAnalyze] as const;

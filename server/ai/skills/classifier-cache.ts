/**
 * The skill classifier, trained once per corpus and kept on disk: a process whose skills' examples
 * are the ones trained before loads the weights (a few milliseconds) instead of training again
 * (~0.7 s idle, more on a busy machine). The file is named by a hash of the examples and of what
 * turns them into features (the mask's words), so any change to either trains afresh; training is
 * deterministic, so loaded weights are exactly what training would give. A cache that cannot be read or written is skipped, never an error.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { examplesKey, trainClassifier, type Classifier } from './classifier.js';

/** What a kept file must hold; anything else is trained afresh. */
const keptSchema = z.object({ weights: z.record(z.string(), z.unknown()), known: z.array(z.string()) });

/** Where the weights are kept: ATELIER_CACHE_DIR, else the system's temporary directory. */
const cacheDir = () => process.env.ATELIER_CACHE_DIR || join(tmpdir(), 'atelier-cache');

export const cachedClassifier = (examples: Readonly<Record<string, readonly string[]>>): Classifier & { fromCache: boolean } => {
  const file = join(cacheDir(), `skills-classifier-${examplesKey(examples)}.json`);
  try {
    const trained = keptSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
    return Object.assign(trainClassifier(examples, { trained }), { fromCache: true });
  } catch {
    // Not cached yet (or unreadable): train, then keep the weights for the next process.
  }
  const classifier = trainClassifier(examples);
  try {
    mkdirSync(cacheDir(), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(classifier.weights()));
    renameSync(temp, file);
  } catch {
    // A read-only disk only costs the next process a training.
  }
  return Object.assign(classifier, { fromCache: false });
};

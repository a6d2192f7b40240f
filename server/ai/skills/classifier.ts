/**
 * Which skill a clause is for: an nlp.js neural classifier (one layer over English stems) trained
 * from every skill's example phrasings when the model is created. Slot words are masked before
 * training and before classifying ("black culottes under $80" → "zzcolour zzgarment zzprice"), so
 * the classifier learns the shape of a request, not the catalogue's words, and a garment, colour
 * or handle it never saw in an example is read like the ones it did. Weights start at zero and the
 * corpus is in a fixed order: the same examples always give the same classifier.
 */
import { createHash } from 'node:crypto';
import { StemmerEn } from '@nlpjs/lang-en-min';
import { NeuralNetwork, type TrainingItem } from '@nlpjs/neural';
import { MASK_SIGNATURE, maskSlots } from './lib/mask.js';

export interface Scored {
  /** The label: a skill id, or `skill.sub` for a skill with several (small talk's greeting, thanks…). */
  label: string;
  /** The label's share of the positive scores, 0–1. */
  score: number;
}

export interface Classifier {
  /** Labels by score, best first; empty when the text shares too few words with any example. `handles`: known ones written bare. */
  classify(text: string, handles?: readonly string[]): Scored[];
  /** Milliseconds the training took. */
  readonly trainedMs: number;
  readonly labels: readonly string[];
}

const stemmer = new StemmerEn();

/** The features of a text: its stems (stop words kept: "who are you" is all stop words). */
export const features = (text: string, handles: readonly string[] = []): Record<string, number> =>
  Object.fromEntries(stemmer.tokenizeAndStem(maskSlots(text.toLowerCase(), handles), true).map((stem) => [stem, 1]));

/** A trained network as nlp.js writes it (`toJSON`), kept so a process need not train again. */
export type TrainedWeights = Record<string, unknown>;

export interface TrainOptions {
  /**
   * Weights an earlier training of the same corpus wrote (`weights` of a classifier). Training is
   * deterministic, so they are what training would give; the caller keys them by `corpusKey`.
   */
  trained?: { weights: TrainedWeights; known: readonly string[] };
}

/** The training items the examples give (examples that mask to the same shape teach nothing twice), and their stems. */
const corpusOf = (examples: Readonly<Record<string, readonly string[]>>): { corpus: TrainingItem[]; known: Set<string> } => {
  const known = new Set<string>();
  const corpus: TrainingItem[] = [];
  const seen = new Set<string>();
  for (const [label, texts] of Object.entries(examples)) {
    for (const text of texts) {
      const input = features(text);
      const key = `${label}\u0000${Object.keys(input).sort().join(' ')}`;
      if (seen.has(key)) continue;
      seen.add(key);
      for (const stem of Object.keys(input)) known.add(stem);
      corpus.push({ input, output: { [label]: 1 } });
    }
  }
  return { corpus, known };
};

/**
 * A name for what training would learn from, without building the corpus: the examples, the masking
 * (its vocabulary) and the stemmer's version of the features. Equal keys, equal weights (training is
 * deterministic).
 */
export const examplesKey = (examples: Readonly<Record<string, readonly string[]>>): string =>
  createHash('sha256').update(JSON.stringify(examples)).update(MASK_SIGNATURE).update(FEATURES_VERSION).digest('hex').slice(0, 32);
/** Bump when `features` changes in a way the examples and the mask's words do not show (the stemmer, stop words). */
const FEATURES_VERSION = 'stems-v1';

export const trainClassifier = (examples: Readonly<Record<string, readonly string[]>>, options: TrainOptions = {}): Classifier & { weights: () => { weights: TrainedWeights; known: string[] } } => {
  const started = performance.now();
  const { corpus, known } = options.trained ? { corpus: [], known: new Set(options.trained.known) } : corpusOf(examples);
  const network = new NeuralNetwork({ log: false });
  if (options.trained) network.fromJSON(options.trained.weights);
  else network.train(corpus);
  const trainedMs = performance.now() - started;
  return {
    trainedMs,
    weights: () => ({ weights: network.toJSON(), known: [...known] }),
    labels: Object.keys(examples),
    classify(text, handles = []) {
      const input = features(text, handles);
      const stems = Object.keys(input);
      // Mostly words no example used ("quantum chromodynamics lattice"): not enough to go on.
      if (!stems.length || stems.filter((s) => known.has(s)).length * 2 < stems.length) return [];
      const scores = Object.entries(network.run(input) ?? {}).filter(([, v]) => v > 0);
      const total = scores.reduce((sum, [, v]) => sum + v, 0);
      if (!total) return [];
      return scores.map(([label, v]) => ({ label, score: v / total })).sort((a, b) => b.score - a.score || a.label.localeCompare(b.label));
    },
  };
};

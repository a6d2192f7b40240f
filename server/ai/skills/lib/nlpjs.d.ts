/** The two pieces of nlp.js atelier-local uses: the English stemmer and the one-layer neural classifier. */
declare module '@nlpjs/lang-en-min' {
  export class StemmerEn {
    tokenizeAndStem(text: string, keepStops?: boolean): string[];
  }
}
declare module '@nlpjs/neural' {
  export interface TrainingItem {
    input: Record<string, number>;
    output: Record<string, number>;
  }
  export class NeuralNetwork {
    constructor(settings?: { log?: boolean; iterations?: number; errorThresh?: number });
    train(corpus: TrainingItem[]): { error: number; iterations: number };
    run(input: Record<string, number>): Record<string, number> | undefined;
    toJSON(): Record<string, unknown>;
    fromJSON(json: Record<string, unknown>): void;
  }
}

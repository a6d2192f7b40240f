import { describe, expect, it } from 'vitest';
import { trainClassifier } from './classifier.js';
import { maskSlots } from './lib/mask.js';
import { trainingExamples } from './registry.js';

/** Every fifth example of each label held back, the classifier trained on the rest. */
const split = () => {
  const train: Record<string, string[]> = {};
  const held: [string, string][] = [];
  for (const [label, examples] of Object.entries(trainingExamples())) {
    train[label] = examples.filter((_e, i) => i % 5 !== 2);
    for (const [i, e] of examples.entries()) if (i % 5 === 2) held.push([label, e]);
  }
  return { train, held };
};

describe('the skill classifier', () => {
  const { train, held } = split();
  const classifier = trainClassifier(train);

  it('classifies the held-back examples of each skill to that skill', () => {
    const skillOf = (label: string) => label.split('.')[0];
    const misses = held.filter(([label, text]) => skillOf(classifier.classify(text)[0]?.label ?? '') !== skillOf(label));
    // A few examples share their words with another skill's ("show my saves" / "show my cart"); the rest must hold.
    expect(misses.length / held.length, JSON.stringify(misses.slice(0, 10))).toBeLessThan(0.1);
  });

  it('is deterministic: the same examples give the same scores', () => {
    const again = trainClassifier(train);
    for (const [, text] of held.slice(0, 40)) expect(again.classify(text)).toEqual(classifier.classify(text));
  });

  it('trains from every skill in under a second of CPU (two shared cores allowed twice that)', () => {
    // CPU time, not wall time: on a machine shared by many processes the wall clock measures the queue.
    const before = process.cpuUsage();
    trainClassifier(trainingExamples());
    const used = process.cpuUsage(before);
    expect((used.user + used.system) / 1000).toBeLessThan(2000);
  });

  it('reads a request by its shape, whatever the piece, colour or handle', () => {
    expect(maskSlots('show me olive culottes under $80')).toMatch(/zzcolour zzgarment under\s+zzprice/);
    expect(maskSlots('pause minimal.mia', ['minimal.mia'])).toContain('zzhandle');
    expect(maskSlots('dress me for a wedding')).toBe('dress me for a wedding');
    // After a determiner the word is the garment, whatever follows it.
    expect(maskSlots('let me browse the bags you carry')).toBe('let me browse the zzgarment you carry');
    expect(maskSlots('will it suit you')).toBe('will it suit you');
  });

  it('abstains on words no example used', () => {
    expect(classifier.classify('quantum chromodynamics lattice')).toEqual([]);
  });
});

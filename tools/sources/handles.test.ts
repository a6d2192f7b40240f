/**
 * Product rules §5 handle rules, kept exactly, in time linear in the input. The reference below is the rule
 * set as first written with regular expressions (two of them quadratic on hostile input); the
 * linear code must agree with it on every input a person could paste.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HandleCollector, INVALID_ECHO_LENGTH, MAX_CANDIDATE_LENGTH, handleCandidates, isBoundary, isValidHandle, looksLikeJson, normaliseHandle,
  partitionHandles, TEXT_SLICE, textCandidateSteps,
} from './handles.js';

const reference = (() => {
  const HOST = /^(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\//i;
  const normalise = (raw: string): string => {
    let value = raw.trim();
    if (HOST.test(value)) {
      value = value.replace(HOST, '').split(/[?#]/)[0] ?? '';
      value = value.replace(/^_u\//i, '').split('/').filter(Boolean)[0] ?? '';
    }
    return value.replace(/^@+/, '').replace(/\/+$/, '').toLowerCase().replace(/[^a-z0-9._]/g, '');
  };
  const MENTION = /(?:^|[^A-Za-z0-9._@])@([^\s@,;:!?()<>[\]{}"'`]+)/g;
  const LINK = /(?:https?:\/\/)?(?:www\.|m\.)?instagram\.com\/[^\s,;<>"'`)]+/gi;
  const candidates = (text: string): string[] => {
    const found: { at: number; raw: string }[] = [];
    for (const m of text.matchAll(LINK)) found.push({ at: m.index, raw: m[0] });
    for (const m of text.matchAll(MENTION)) found.push({ at: m.index, raw: `@${m[1] ?? ''}` });
    return found.sort((a, b) => a.at - b.at).map((f) => f.raw.replace(/[.]+$/, ''));
  };
  const partition = (raws: string[]) => {
    const seen = new Set<string>();
    const invalid: string[] = [];
    for (const raw of raws) {
      const handle = normalise(raw);
      if (isValidHandle(handle)) seen.add(handle);
      else invalid.push(raw);
    }
    return { handles: [...seen], invalid };
  };
  return { normalise, candidates, partition };
})();

/** Pieces that exercise every rule: prefixes, separators, case, non-ASCII letters and spaces. */
const PIECES = [
  '@', '@@', '.', '..', '/', '//', '_', '_u/', '?', '#', ',', ';', ':', '!', '(', ')', '[', '}', '<', '"', "'", '`', '|',
  ' ', '  ', '\n', '\t', '\u00a0', '\u3000', '\ufeff', 'a', 'Z', 'x9', 'zara', 'Cos_Stores', 'k\u212a', '\u0130', '\u00e9', '\ud83d\ude00',
  'instagram.com/', 'INSTAGRAM.COM/', 'https://', 'http://www.', 'm.', 'www.', '?igsh=1', '-',
];
const pasted = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((parts) => parts.join(''));

describe('handle rules agree with the reference (product rules §5)', () => {
  it('normaliseHandle', () => {
    fc.assert(fc.property(pasted, (raw) => { expect(normaliseHandle(raw)).toBe(reference.normalise(raw)); }), { numRuns: 3000 });
  });

  it('handleCandidates and partitionHandles', () => {
    fc.assert(fc.property(pasted, (text) => {
      const candidates = handleCandidates(text);
      expect(candidates).toEqual(reference.candidates(text));
      expect(partitionHandles(candidates)).toEqual(reference.partition(candidates));
    }), { numRuns: 3000 });
  });

  it('the examples people paste', () => {
    const text = 'Love @Zara, https://www.instagram.com/cos_stores/?hl=en and instagram.com/_u/Arket … also @hm. and @zara!';
    expect(partitionHandles(handleCandidates(text)).handles).toEqual(['zara', 'cos_stores', 'arket', 'hm']);
    expect(normaliseHandle('  @@Jacquemus///  ')).toBe('jacquemus');
  });

  it('the boundary characters are exactly JavaScript\'s \\s and , ; < > " \' ` )', () => {
    const differ: string[] = [];
    for (let code = 0; code < 0x10000; code++) {
      if (isBoundary(code) !== /[\s,;<>"'`)]/.test(String.fromCharCode(code))) differ.push(`U+${code.toString(16)}`);
    }
    expect(differ).toEqual([]);
  });

  it('looksLikeJson', () => {
    for (const text of ['[', ' \n {', '\ufeff[', 'x[', '', '   ', '@a']) expect(looksLikeJson(text)).toBe(/^\s*[[{]/.test(text));
  });
});

describe('hostile input is read in linear time and refused early', () => {
  it('a mention of 100,000 dots is one invalid candidate', () => {
    const text = `@${'.'.repeat(100_000)}x`;
    const { handles, invalid } = partitionHandles(handleCandidates(text));
    expect(handles).toEqual([]);
    expect(invalid).toHaveLength(1);
    expect(invalid[0]!.length).toBeLessThanOrEqual(INVALID_ECHO_LENGTH + 1);
  });

  it('100,000 handles of 199 slashes and an x normalise to x', () => {
    const raw = `${'/'.repeat(199)}x`;
    const { handles, invalid } = partitionHandles(Array.from({ length: 100_000 }, () => raw));
    expect(handles).toEqual([]);
    expect(invalid).toHaveLength(1000);
    expect(normaliseHandle(raw)).toBe('x');
    expect(normaliseHandle(`instagram.com/${'/'.repeat(100_000)}zara${'/'.repeat(100_000)}`)).toBe('zara');
  });

  it('1 MB of dots and slashes around real mentions', () => {
    const text = [
      './'.repeat(100_000), '@zara', `@${'.'.repeat(300_000)}x`, 'instagram.com/cos_stores', `@${'/'.repeat(300_000)}x`,
      `${'.'.repeat(100_000)}!@hm`, '@'.repeat(200_000),
    ].join(' ');
    const found = partitionHandles(handleCandidates(text));
    expect(found.handles).toEqual(['zara', 'cos_stores']);
    // The runs of dots or slashes holding a mention are too long to be one; at-signs alone hold none.
    expect(found.invalid).toHaveLength(3);
  });

  it('a run longer than a candidate can be is ignored unless it holds a mention or a link', () => {
    const long = 'x'.repeat(MAX_CANDIDATE_LENGTH + 1);
    expect(handleCandidates(`${long} @ab`)).toEqual(['@ab']);
    expect(handleCandidates(`${long}a@b @ab`)).toEqual(['@ab']);
    expect(handleCandidates(`${long}!@b @ab`)).toHaveLength(2);
    expect(handleCandidates(`${long}instagram.com/b @ab`)).toHaveLength(2);
  });

  it('reads text a slice at a time', () => {
    const text = `@zara ${'./'.repeat(600_000)} @hm`;
    const found: string[] = [];
    const steps = textCandidateSteps(text, (raw) => { found.push(raw); });
    let yields = 0;
    while (!steps.next().done) yields++;
    expect(yields).toBe(Math.floor((text.length + 1) / TEXT_SLICE));
    expect(found).toEqual(['@zara', '@hm']);
  });

  it('keeps the count of invalid candidates past the ones it shows', () => {
    const collector = new HandleCollector();
    for (let i = 0; i < 5000; i++) collector.add('x');
    expect(collector.invalidCount).toBe(5000);
    expect(collector.invalid).toHaveLength(1000);
  });
});

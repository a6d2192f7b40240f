import { describe, expect, it } from 'vitest';
import { styleConfidence } from './style-confidence.js';
import { learningConfidenceOf } from './taste.js';

describe('styleConfidence', () => {
  it('gives the stored learning confidence as a whole percent with its band', () => {
    expect(styleConfidence(0.21)).toEqual({ score: 0.21, percent: 21, band: 'Low', text: '21% · Low' });
    expect(styleConfidence(0.6)).toMatchObject({ percent: 60, band: 'Medium' });
    expect(styleConfidence(0.8)).toMatchObject({ percent: 80, band: 'High' });
    expect(styleConfidence(1)).toMatchObject({ percent: 100, band: 'High' });
  });

  it('never shows a band that disagrees with the rounded number', () => {
    expect(styleConfidence(0.5996)).toMatchObject({ percent: 60, band: 'Medium' });
    expect(styleConfidence(0.7951)).toMatchObject({ percent: 80, band: 'High' });
  });

  it('reads missing or broken values as 0', () => {
    for (const v of [null, undefined, Number.NaN, -1]) expect(styleConfidence(v)).toMatchObject({ percent: 0, band: 'Low' });
    expect(styleConfidence(7).percent).toBe(100);
  });

  it('is the behaviour figure: three follows read 15%', () => {
    expect(styleConfidence(learningConfidenceOf({ follows: 3, likes: 0, saves: 0, feedback: 0, uploads: 0 })).text).toBe('15% · Low');
  });
});

import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age.js';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeAge', () => {
  it('reads like an Instagram feed', () => {
    expect(relativeAge(ago(10_000), now)).toBe('just now');
    expect(relativeAge(ago(5 * 60_000), now)).toBe('5m');
    expect(relativeAge(ago(3 * 3_600_000), now)).toBe('3h');
    expect(relativeAge(ago(2 * 86_400_000), now)).toBe('2d');
    expect(relativeAge(ago(15 * 86_400_000), now)).toBe('2w');
    expect(relativeAge('2025-01-02T00:00:00Z', now)).toBe('Jan 2, 2025');
  });

  it('treats future times as now and garbage as empty', () => {
    expect(relativeAge(ago(-60_000), now)).toBe('just now');
    expect(relativeAge('not a date', now)).toBe('');
  });
});

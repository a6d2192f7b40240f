import { describe, expect, it } from 'vitest';
import { formatRange, formatTemperature, unitForLocale } from './units.js';

describe('temperature units by locale', () => {
  it('uses °F where it is the everyday scale and °C elsewhere', () => {
    expect(unitForLocale('en-US')).toBe('F');
    expect(unitForLocale('es-US')).toBe('F');
    expect(unitForLocale('en-LR')).toBe('F');
    expect(unitForLocale('en-GB')).toBe('C');
    expect(unitForLocale('pt-PT')).toBe('C');
    expect(unitForLocale('fr')).toBe('C');
    expect(unitForLocale(undefined)).toBe('C');
    expect(unitForLocale('not a locale')).toBe('C');
  });
  it('formats the day\'s temperature and range in that unit', () => {
    const w = { temp_c: 22, temp_f: 72, high_c: 22, low_c: 14, high_f: 72, low_f: 57 };
    expect(formatTemperature(w, 'F')).toBe('72°F');
    expect(formatTemperature(w, 'C')).toBe('22°C');
    expect(formatRange(w, 'C')).toBe('22° / 14°C');
    expect(formatRange(w, 'F')).toBe('72° / 57°F');
  });
});

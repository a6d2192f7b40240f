import { describe, expect, it } from 'vitest';
import { dateRange, errorText } from './reply-format.js';

describe('how replies write what the tools said', () => {
  it('says a ToolError once, even when its issue repeats it with the field', () => {
    expect(errorText('The trip ends before it starts. (end_date: The trip ends before it starts.)')).toBe('The trip ends before it starts.');
    const unknown = 'We have no climate data for "Atlantis". Nearest known: Atlanta, United States; Istanbul, Turkey.';
    expect(errorText(`${unknown} (destination: ${unknown})`)).toBe(unknown);
    expect(errorText('That trip does not exist.')).toBe('That trip does not exist.');
  });

  it('picks the schema’s messages out of a refused call, never the value sent', () => {
    const refused = `Invalid input for tool trips_plan: Type validation failed: Value: {"destination":"${'x'.repeat(10_000)}"}.\nError message: [\n  {\n    "origin": "string",\n    "code": "too_big",\n    "path": ["destination"],\n    "message": "A destination is at most 120 characters."\n  }\n]`;
    expect(errorText(refused)).toBe('A destination is at most 120 characters.');
  });

  it('writes calendar days without shifting them by a time zone', () => {
    expect(dateRange('2026-05-03', '2026-05-07')).toBe('May 3 \u2013 May 7, 2026');
    expect(dateRange('2026-12-28', '2027-01-03')).toBe('Dec 28, 2026 \u2013 Jan 3, 2027');
    expect(dateRange('2026-05-03', '2026-05-03')).toBe('May 3, 2026');
  });
});

import { expect, it } from 'vitest';
import { STYLIST_SYSTEM_PROMPT, stylistSystemPrompt } from './prompt.js';

it('tells a real model today\'s date, so relative dates resolve like atelier-local\'s', () => {
  const prompt = stylistSystemPrompt(new Date('2026-04-20T09:00:00Z'));
  expect(prompt.startsWith(STYLIST_SYSTEM_PROMPT)).toBe(true);
  expect(prompt).toContain('Today is Monday, 2026-04-20 (UTC).');
});

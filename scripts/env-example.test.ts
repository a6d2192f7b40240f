/**
 * .env.example names every variable server/config.ts reads (and nothing it does not), so the file a
 * newcomer copies is the whole list; and each example value it gives passes the config's own check.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../server/config.js';

const text = readFileSync(fileURLToPath(new URL('../.env.example', import.meta.url)), 'utf8');
// Settings are commented out (`# NAME=value`); prose comments have no `NAME=` at their start.
const settings = [...text.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=(.*)$/gm)].map((m) => ({ name: m[1]!, value: m[2]! }));
const TOOLS_ONLY = ['API_PORT', 'CHROMIUM_PATH'];

describe('.env.example', () => {
  it('lists every variable the server reads, once', () => {
    const names = settings.map((s) => s.name).filter((n) => !TOOLS_ONLY.includes(n));
    expect([...names].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('gives only values the configuration accepts', () => {
    for (const { name, value } of settings) {
      if (TOOLS_ONLY.includes(name) || value === '') continue;
      const field = envSchema.shape[name as keyof typeof envSchema.shape];
      expect(field.safeParse(value).success, `${name}=${value}`).toBe(true);
    }
  });
});

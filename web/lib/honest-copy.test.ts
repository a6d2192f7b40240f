/**
 * Copy that promised what the app does not do. Each entry was found saying something untrue of the
 * app; the test keeps it from coming back anywhere a shopper can read it (pages, the stylist's replies,
 * server messages). When the feature a phrase describes really ships, delete its entry.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

const FALSE_CLAIMS: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /use Instagram Import on Style Management/i, why: 'the chat sent shoppers to a screen Style Management does not have' },
  { pattern: /ask the AI stylist what to pack/i, why: 'the stylist cannot plan packing' },
  { pattern: /second opinion/i, why: 'the stylist does not review outfits' },
  { pattern: /chat widget on partner shops/i, why: 'there is no partner widget yet' },
  { pattern: /account deletion is not in the app/i, why: 'account deletion is in the app now (Style Management → Your data)' },
  { pattern: /Style Management → Connections → Disconnect/, why: 'there is no Connections tab yet' },
  { pattern: /plans your trips and styles every look/i, why: 'the landing page promised trip planning and outfit styling' },
];

/** Source a shopper can end up reading: the web app and every server module (tests excluded). */
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : files(path);
    return /\.(ts|tsx|html)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe('app copy', () => {
  const sources = [...files(join(root, 'web')), ...files(join(root, 'server')), ...files(join(root, 'tools'))];

  it('reads the app’s sources', () => {
    expect(sources.some((f) => f.endsWith('landing.tsx'))).toBe(true);
    expect(sources.some((f) => f.endsWith('reply-wardrobe.ts'))).toBe(true);
  });

  it('makes none of the promises the app cannot keep', () => {
    const found = sources.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return FALSE_CLAIMS.filter((c) => c.pattern.test(text)).map((c) => `${relative(root, file)}: ${c.pattern} (${c.why})`);
    });
    expect(found).toEqual([]);
  });
});

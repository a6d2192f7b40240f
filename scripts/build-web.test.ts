import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { developmentMarkersIn, webBuildEnv } from './build-web.js';

describe('the web build', () => {
  it('runs Vite as production whatever NODE_ENV the shell has', () => {
    expect(webBuildEnv({ NODE_ENV: 'development', PATH: '/bin' })).toEqual({ NODE_ENV: 'production', PATH: '/bin' });
    expect(webBuildEnv({}).NODE_ENV).toBe('production');
  });

  it('finds React development code in built assets', () => {
    const dir = mkdtempSync(join(tmpdir(), 'atelier-assets-'));
    writeFileSync(join(dir, 'index-abc.js'), 'const a=1;');
    expect(developmentMarkersIn(dir)).toEqual([]);
    writeFileSync(join(dir, 'landing-def.js'), 'return jsxDEV("div", {})');
    expect(developmentMarkersIn(dir)).toEqual(['landing-def.js: jsxDEV(']);
  });
});

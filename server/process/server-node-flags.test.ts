import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './server-node-flags.js';
import { serveArguments } from '../../scripts/lib/build-hash.mjs';

const scripts = (JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
  scripts: Record<string, string>;
}).scripts;

describe('the server node flags', () => {
  it('are flags node accepts', () => {
    const flags = serverNodeFlags();
    expect(flags.length).toBeGreaterThan(0);
    const run = spawnSync(process.execPath, [...flags, '-p', 'JSON.stringify(process.execArgv)'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect((JSON.parse(run.stdout) as string[]).slice(0, flags.length)).toEqual(flags);
  });

  it('are what npm run serve, npm start and npm run bench start node with', () => {
    for (const name of ['serve', 'bench']) expect(scripts[name]).toMatch(/(^|&& )node \$npm_package_config_serverNodeFlags /);
    // `npm start` (scripts/start.mjs) runs the bundle itself, with the same flags.
    expect(scripts.start).toBe('node scripts/start.mjs');
    expect(serveArguments(fileURLToPath(new URL('../..', import.meta.url)))).toEqual([...serverNodeFlags(), '--enable-source-maps', 'dist/server/main.js']);
  });

  it('are what the container image starts node with', () => {
    const dockerfile = readFileSync(fileURLToPath(new URL('../../Dockerfile', import.meta.url)), 'utf8');
    const cmd = /^CMD (\[.*\])$/m.exec(dockerfile);
    expect(JSON.parse(cmd![1]!)).toEqual(['node', ...serverNodeFlags(), '--enable-source-maps', 'dist/server/main.js']);
  });
});

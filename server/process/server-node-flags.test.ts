import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './server-node-flags.js';

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

  it('are what npm run serve (and so npm start) and npm run bench start node with', () => {
    for (const name of ['serve', 'bench']) expect(scripts[name]).toMatch(/(^|&& )node \$npm_package_config_serverNodeFlags /);
    expect(scripts.start).toContain('npm run serve');
  });
});

import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boot } from './boot.js';
import { closeDataDir, ownerOnlyTree } from './private-files.js';

const root = mkdtempSync(join(tmpdir(), 'atelier-private-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('owner-only data', () => {
  it('a start closes a DATA_DIR an older release left open (0755 with 0666 files)', async () => {
    const dataDir = join(root, 'old-install');
    mkdirSync(join(dataDir, 'storage'), { recursive: true });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'storage', 'photo.webp'), 'x', { mode: 0o666 });
    chmodSync(join(dataDir, 'storage', 'photo.webp'), 0o666);
    const booted = await boot({ env: { NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' } });
    await booted.database.close();
    expect(modeOf(dataDir)).toBe('700');
    expect(modeOf(join(dataDir, 'db', 'global', 'pg_control'))).toBe('600');
  }, 60_000);

  it('ownerOnlyTree makes every folder 0700 and every file 0600; closeDataDir only the folder', () => {
    const dir = join(root, 'tree');
    mkdirSync(join(dir, 'a', 'b'), { recursive: true, mode: 0o755 });
    writeFileSync(join(dir, 'a', 'b', 'f'), 'x');
    chmodSync(join(dir, 'a', 'b', 'f'), 0o666);
    closeDataDir(dir);
    expect([modeOf(dir), modeOf(join(dir, 'a', 'b', 'f'))]).toEqual(['700', '666']);
    ownerOnlyTree(dir);
    expect([modeOf(join(dir, 'a')), modeOf(join(dir, 'a', 'b')), modeOf(join(dir, 'a', 'b', 'f'))]).toEqual(['700', '700', '600']);
    expect(closeDataDir(join(root, 'missing'))).toBe(true);
  });
});

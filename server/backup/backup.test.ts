import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../boot.js';
import { openPgliteDirectory } from '../db/client.js';
import { fittingRoomItems, users } from '../db/schema.js';
import { BackupError, backupEmbedded } from './backup.js';
import { restoreEmbedded } from './restore.js';

const root = mkdtempSync(join(tmpdir(), 'atelier-backup-'));
const source = join(root, 'source');
const live = join(root, 'live');
const backupFile = join(root, 'backups', 'atelier.zip');
// No BETTER_AUTH_SECRET: both secrets are generated into DATA_DIR, as on a default installation.
const env = (dataDir: string) => ({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent' });

const entriesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return [path, ...(entry.isDirectory() ? entriesUnder(path) : [])];
  });

/** What a failed restore must leave exactly as it was: every path, the users, the secrets. */
const snapshot = async (dataDir: string) => {
  const paths = entriesUnder(dataDir).map((path) => relative(dataDir, path)).sort();
  const database = await openPgliteDirectory(join(dataDir, 'db'));
  try {
    const rows = await database.db.select({ id: users.id }).from(users);
    return { paths, users: rows.map((row) => row.id).sort(), authSecret: readFileSync(join(dataDir, 'auth-secret'), 'utf8'), tokenKey: readFileSync(join(dataDir, 'token-key'), 'utf8') };
  } finally {
    await database.close();
  }
};

const writeZip = (name: string, entries: Zippable): string => {
  const file = join(root, name);
  writeFileSync(file, zipSync(entries));
  return file;
};
const backupEntries = () => unzipSync(readFileSync(backupFile));
const manifestOf = (entries: Record<string, Uint8Array>) => JSON.parse(new TextDecoder().decode(entries['manifest.json'])) as Record<string, unknown> & { counts: Record<string, number> };

beforeAll(async () => {
  const booted = await boot({ env: env(source) });
  await booted.database.db.insert(users).values({ id: 'backup-user', name: 'Backup', email: 'backup@example.com', emailVerified: true });
  await booted.database.db.insert(fittingRoomItems).values({ userId: 'backup-user', itemName: 'Camel Coat', externalProductId: 'camel-coat' });
  await booted.database.close();
  mkdirSync(join(source, 'storage', 'wardrobe', 'backup-user'), { recursive: true });
  writeFileSync(join(source, 'storage', 'wardrobe', 'backup-user', '1-coat.webp'), Buffer.from('RIFF-not-really-webp'));
  // Another shop's live data, with its own secrets: what every failed restore below must not touch.
  const other = await boot({ env: env(live) });
  await other.database.db.insert(users).values({ id: 'live-user', name: 'Live', email: 'live@example.com', emailVerified: true });
  await other.database.close();
  mkdirSync(join(live, 'storage', 'wardrobe', 'live-user'), { recursive: true });
  writeFileSync(join(live, 'storage', 'wardrobe', 'live-user', '1-dress.webp'), 'live photo');
  await backupEmbedded({ dataDir: source, out: backupFile });
}, 90_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('backup of the embedded installation', () => {
  it('writes one zip with the database, the stored files, the secrets and a manifest of row counts and checksums', () => {
    const entries = backupEntries();
    expect(Object.keys(entries).sort()).toEqual(['auth-secret', 'db.tar.gz', 'manifest.json', 'storage/wardrobe/backup-user/1-coat.webp', 'token-key']);
    const manifest = manifestOf(entries);
    expect(manifest.counts['public.fitting_room_items']).toBe(1);
    expect(manifest.counts['public.users']).toBe(1);
    expect(manifest.migrations).toBeGreaterThan(0);
    expect(manifest.files).toBe(1);
    expect(Object.keys(manifest.sha256 as object).sort()).toEqual(['auth-secret', 'db.tar.gz', 'storage/wardrobe/backup-user/1-coat.webp', 'token-key']);
  });

  it.each([['started and stopped', live], ['started, stopped and backed up', source]])('keeps a DATA_DIR %s owner-only (folders 0700, files 0600), and the backup file 0600', (_, dataDir) => {
    const paths = [dataDir, ...entriesUnder(dataDir)];
    expect(paths.length).toBeGreaterThan(1_000);
    const wrong = paths.filter((path) => (statSync(path).mode & 0o777) !== (statSync(path).isDirectory() ? 0o700 : 0o600));
    expect(wrong.map((path) => `${relative(dataDir, path)} ${(statSync(path).mode & 0o777).toString(8)}`)).toEqual([]);
    expect((statSync(backupFile).mode & 0o777).toString(8)).toBe('600');
  });

  it('refuses while another process holds the database', async () => {
    // The parent process is alive and is not us: exactly what a running server looks like.
    writeFileSync(join(source, 'db', '.atelier.lock'), String(process.ppid));
    try {
      await expect(backupEmbedded({ dataDir: source, out: join(root, 'x.zip') })).rejects.toThrow(/Stop the server/);
    } finally {
      rmSync(join(source, 'db', '.atelier.lock'), { force: true });
    }
  });
});

describe('restore of the embedded installation', () => {
  it('restores into a new folder with the secrets, privately, and the restored app passes a smoke test', async () => {
    const target = join(root, 'restored');
    const result = await restoreEmbedded({ dataDir: target, file: backupFile });
    expect(result.movedAside).toBeNull();
    expect(readFileSync(join(target, 'storage', 'wardrobe', 'backup-user', '1-coat.webp'), 'utf8')).toBe('RIFF-not-really-webp');
    for (const secret of ['auth-secret', 'token-key']) expect(readFileSync(join(target, secret), 'utf8')).toBe(readFileSync(join(source, secret), 'utf8'));
    expect(entriesUnder(target).filter((path) => (statSync(path).mode & 0o777) !== (statSync(path).isDirectory() ? 0o700 : 0o600))).toEqual([]);
    const booted = await boot({ env: env(target) });
    try {
      // Sessions and stored Instagram tokens survive: the restored app signs and decrypts with the old keys.
      expect(booted.config.BETTER_AUTH_SECRET).toBe(readFileSync(join(source, 'auth-secret'), 'utf8'));
      const health = await booted.app.request('/healthz');
      expect(await health.json()).toEqual({ status: 'ok', db: 'ok', storage: 'ok' });
      const items = await booted.database.db.select().from(fittingRoomItems).where(eq(fittingRoomItems.userId, 'backup-user'));
      expect(items.map((i) => i.itemName)).toEqual(['Camel Coat']);
    } finally {
      await booted.database.close();
    }
  }, 60_000);

  it('moves existing data and secrets aside instead of deleting them', async () => {
    const target = join(root, 'occupied');
    mkdirSync(join(target, 'storage'), { recursive: true });
    writeFileSync(join(target, 'storage', 'keep.txt'), 'mine');
    writeFileSync(join(target, 'auth-secret'), 'the-old-machine-secret-the-old-machine');
    const result = await restoreEmbedded({ dataDir: target, file: backupFile, now: new Date('2026-11-23T12:00:00Z') });
    expect(result.movedAside).toBe(join(target, 'before-restore-2026-11-23T12-00-00-000Z'));
    expect(readFileSync(join(result.movedAside!, 'storage', 'keep.txt'), 'utf8')).toBe('mine');
    expect(readFileSync(join(result.movedAside!, 'auth-secret'), 'utf8')).toBe('the-old-machine-secret-the-old-machine');
    expect(existsSync(join(target, 'storage', 'keep.txt'))).toBe(false);
    expect(readFileSync(join(target, 'auth-secret'), 'utf8')).toBe(readFileSync(join(source, 'auth-secret'), 'utf8'));
    expect(readdirSync(target).sort()).toEqual(['auth-secret', 'before-restore-2026-11-23T12-00-00-000Z', 'db', 'storage', 'token-key']);
  }, 60_000);

  describe('a restore that fails leaves the live data exactly as it was', () => {
    let before: Awaited<ReturnType<typeof snapshot>>;
    beforeAll(async () => {
      before = await snapshot(live);
      expect(before.users).toEqual(['live-user']);
    });
    const expectLiveUntouched = async () => expect(await snapshot(live)).toEqual(before);

    it('a backup with 64 KB zeroed inside db.tar.gz', async () => {
      const entries = backupEntries();
      const dump = entries['db.tar.gz']!;
      expect(dump.length).toBeGreaterThan(70_000);
      dump.fill(0, 4_096, 4_096 + 65_536);
      const corrupted = writeZip('corrupted.zip', { ...entries, 'db.tar.gz': [dump, { level: 0 }] });
      await expect(restoreEmbedded({ dataDir: live, file: corrupted })).rejects.toThrow(/db\.tar\.gz is damaged[^]*Nothing in .* was changed/);
      await expectLiveUntouched();
    }, 60_000);

    it('a manifest whose row counts do not match the database', async () => {
      const entries = backupEntries();
      const manifest = manifestOf(entries);
      manifest.counts['public.fitting_room_items'] = 2;
      const tampered = writeZip('tampered.zip', { ...entries, 'manifest.json': strToU8(JSON.stringify(manifest)) });
      await expect(restoreEmbedded({ dataDir: live, file: tampered })).rejects.toThrow(/does not match the backup: public.fitting_room_items 1 ≠ 2[^]*Nothing in .* was changed/);
      await expectLiveUntouched();
    }, 60_000);

    it('a truncated zip', async () => {
      const whole = readFileSync(backupFile);
      const truncated = join(root, 'truncated.zip');
      writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length * 0.9)));
      await expect(restoreEmbedded({ dataDir: live, file: truncated })).rejects.toThrow(/not a whole zip archive[^]*Nothing in .* was changed/);
      await expectLiveUntouched();
    });

    it('a stored file whose bytes changed after the backup', async () => {
      const entries = backupEntries();
      const altered = writeZip('altered.zip', { ...entries, 'storage/wardrobe/backup-user/1-coat.webp': strToU8('something else') });
      await expect(restoreEmbedded({ dataDir: live, file: altered })).rejects.toThrow(/storage\/wardrobe\/backup-user\/1-coat\.webp is damaged/);
      await expectLiveUntouched();
    });

    it('a member the manifest does not list', async () => {
      const extra = writeZip('extra.zip', { ...backupEntries(), 'storage/smuggled.txt': strToU8('x') });
      await expect(restoreEmbedded({ dataDir: live, file: extra })).rejects.toThrow(/storage\/smuggled\.txt, which its manifest does not list/);
      await expectLiveUntouched();
    });

    it.each(['db', 'storage', 'token-key'])('a restore interrupted while putting the restored %s in place, after the live data was moved', async (member) => {
      let crashed = false;
      const crashing = (from: string, to: string) => {
        if (!crashed && to === join(live, member)) {
          crashed = true;
          throw new Error('simulated crash');
        }
        renameSync(from, to);
      };
      await expect(restoreEmbedded({ dataDir: live, file: backupFile, rename: crashing })).rejects.toThrow(/simulated crash[^]*was put back/);
      await expectLiveUntouched();
    }, 60_000);
  });

  describe('backups from before checksums (atelier-backup/1)', () => {
    const oldFormat = (dump: Uint8Array) => {
      const { 'auth-secret': _a, 'token-key': _t, ...entries } = backupEntries();
      const { sha256: _s, ...manifest } = manifestOf(entries);
      return { ...entries, 'manifest.json': strToU8(JSON.stringify({ ...manifest, format: 'atelier-backup/1' })), 'db.tar.gz': [dump, { level: 0 }] } satisfies Zippable;
    };

    it('restore after checking what they can prove (the database gzip CRC and the row counts), keeping the live secrets', async () => {
      const target = join(root, 'from-old');
      mkdirSync(target, { recursive: true });
      writeFileSync(join(target, 'auth-secret'), 'this-machine-secret-this-machine-secret');
      const result = await restoreEmbedded({ dataDir: target, file: writeZip('old.zip', oldFormat(backupEntries()['db.tar.gz']!)) });
      expect(result.unverifiedFiles).toBe(1);
      expect(readFileSync(join(target, 'auth-secret'), 'utf8')).toBe('this-machine-secret-this-machine-secret');
      const database = await openPgliteDirectory(join(target, 'db'));
      try {
        expect((await database.db.select({ n: count() }).from(fittingRoomItems))[0]!.n).toBe(1);
      } finally {
        await database.close();
      }
    }, 60_000);

    it('refuse a damaged database, leaving the live data as it was', async () => {
      const before = await snapshot(live);
      const dump = backupEntries()['db.tar.gz']!;
      dump.fill(0, 4_096, 4_096 + 65_536);
      await expect(restoreEmbedded({ dataDir: live, file: writeZip('old-corrupted.zip', oldFormat(dump)) })).rejects.toThrow(/db\.tar\.gz is damaged[^]*Nothing in .* was changed/);
      expect(await snapshot(live)).toEqual(before);
    }, 60_000);
  });

  it('refuses files that are not Atelier backups, and says why', async () => {
    const notZip = join(root, 'not.zip');
    writeFileSync(notZip, 'hello');
    await expect(restoreEmbedded({ dataDir: join(root, 'r1'), file: notZip })).rejects.toThrow(/not a whole zip archive/);
    const noManifest = writeZip('empty.zip', { 'x.txt': strToU8('x') });
    await expect(restoreEmbedded({ dataDir: join(root, 'r2'), file: noManifest })).rejects.toThrow(/manifest.json or db.tar.gz missing/);
    const escaping = writeZip('escaping.zip', { ...backupEntries(), 'storage/../../evil.txt': strToU8('x') });
    await expect(restoreEmbedded({ dataDir: join(root, 'r3'), file: escaping })).rejects.toThrow(BackupError);
    expect(existsSync(join(root, 'evil.txt'))).toBe(false);
    await expect(restoreEmbedded({ dataDir: join(root, 'r4'), file: join(root, 'missing.zip') })).rejects.toThrow(/No backup file/);
  });
});

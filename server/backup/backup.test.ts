import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../boot.js';
import { fittingRoomItems, users } from '../db/schema.js';
import { BackupError, backupEmbedded, restoreEmbedded } from './backup.js';

const root = mkdtempSync(join(tmpdir(), 'atelier-backup-'));
const source = join(root, 'source');
const backupFile = join(root, 'backups', 'atelier.zip');
const env = (dataDir: string) => ({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'silent', BETTER_AUTH_SECRET: 'backup-secret-backup-secret-backup-1234' });

beforeAll(async () => {
  const booted = await boot({ env: env(source) });
  await booted.database.db.insert(users).values({ id: 'backup-user', name: 'Backup', email: 'backup@example.com', emailVerified: true });
  await booted.database.db.insert(fittingRoomItems).values({ userId: 'backup-user', itemName: 'Camel Coat', externalProductId: 'camel-coat' });
  await booted.database.close();
  mkdirSync(join(source, 'storage', 'wardrobe', 'backup-user'), { recursive: true });
  writeFileSync(join(source, 'storage', 'wardrobe', 'backup-user', '1-coat.webp'), Buffer.from('RIFF-not-really-webp'));
}, 60_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('backup and restore of the embedded installation', () => {
  it('writes one zip with the database, the stored files and a manifest of row counts', async () => {
    const manifest = await backupEmbedded({ dataDir: source, out: backupFile });
    expect(manifest.counts['public.fitting_room_items']).toBe(1);
    expect(manifest.counts['public.users']).toBe(1);
    expect(manifest.migrations).toBeGreaterThan(0);
    expect(manifest.files).toBe(1);
    const entries = unzipSync(readFileSync(backupFile));
    expect(Object.keys(entries).sort()).toEqual(['db.tar.gz', 'manifest.json', 'storage/wardrobe/backup-user/1-coat.webp']);
  }, 60_000);

  it('restores into a new folder, and the restored app passes a smoke test', async () => {
    const target = join(root, 'restored');
    const result = await restoreEmbedded({ dataDir: target, file: backupFile });
    expect(result.movedAside).toBeNull();
    expect(readFileSync(join(target, 'storage', 'wardrobe', 'backup-user', '1-coat.webp'), 'utf8')).toBe('RIFF-not-really-webp');
    const booted = await boot({ env: env(target) });
    try {
      const health = await booted.app.request('/healthz');
      expect(await health.json()).toEqual({ status: 'ok', db: 'ok', storage: 'ok' });
      const items = await booted.database.db.select().from(fittingRoomItems).where(eq(fittingRoomItems.userId, 'backup-user'));
      expect(items.map((i) => i.itemName)).toEqual(['Camel Coat']);
    } finally {
      await booted.database.close();
    }
  }, 60_000);

  it('moves existing data aside instead of deleting it', async () => {
    const target = join(root, 'occupied');
    mkdirSync(join(target, 'storage'), { recursive: true });
    writeFileSync(join(target, 'storage', 'keep.txt'), 'mine');
    const result = await restoreEmbedded({ dataDir: target, file: backupFile, now: new Date('2026-11-23T12:00:00Z') });
    expect(result.movedAside).toBe(join(target, 'before-restore-2026-11-23T12-00-00-000Z'));
    expect(readFileSync(join(result.movedAside!, 'storage', 'keep.txt'), 'utf8')).toBe('mine');
    expect(existsSync(join(target, 'storage', 'keep.txt'))).toBe(false);
  }, 60_000);

  it('refuses while another process holds the database', async () => {
    // The parent process is alive and is not us: exactly what a running server looks like.
    writeFileSync(join(source, 'db', '.atelier.lock'), String(process.ppid));
    try {
      await expect(backupEmbedded({ dataDir: source, out: join(root, 'x.zip') })).rejects.toThrow(/Stop the server/);
    } finally {
      rmSync(join(source, 'db', '.atelier.lock'), { force: true });
    }
  });

  it('refuses files that are not Atelier backups, and says why', async () => {
    const notZip = join(root, 'not.zip');
    writeFileSync(notZip, 'hello');
    await expect(restoreEmbedded({ dataDir: join(root, 'r1'), file: notZip })).rejects.toThrow(/not a zip/);
    const noManifest = join(root, 'empty.zip');
    writeFileSync(noManifest, zipSync({ 'x.txt': strToU8('x') }));
    await expect(restoreEmbedded({ dataDir: join(root, 'r2'), file: noManifest })).rejects.toThrow(/manifest.json or db.tar.gz missing/);
    const entries = unzipSync(readFileSync(backupFile));
    const escaping = join(root, 'escaping.zip');
    writeFileSync(escaping, zipSync({ ...entries, 'storage/../../evil.txt': strToU8('x') }));
    await expect(restoreEmbedded({ dataDir: join(root, 'r3'), file: escaping })).rejects.toThrow(BackupError);
    expect(existsSync(join(root, 'evil.txt'))).toBe(false);
    await expect(restoreEmbedded({ dataDir: join(root, 'r4'), file: join(root, 'missing.zip') })).rejects.toThrow(/No backup file/);
  });

  it('notices a restore that does not match its manifest', async () => {
    const entries = unzipSync(readFileSync(backupFile));
    const manifest = JSON.parse(new TextDecoder().decode(entries['manifest.json'])) as { counts: Record<string, number> };
    manifest.counts['public.fitting_room_items'] = 2;
    const tampered = join(root, 'tampered.zip');
    writeFileSync(tampered, zipSync({ ...entries, 'manifest.json': strToU8(JSON.stringify(manifest)) }));
    await expect(restoreEmbedded({ dataDir: join(root, 'r5'), file: tampered })).rejects.toThrow(/does not match the backup: public.fitting_room_items 1 ≠ 2/);
  }, 60_000);
});

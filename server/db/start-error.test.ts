/**
 * Start-up on a full disk or a read-only / forbidden DATA_DIR names the cause and the path, never
 * "damaged" and never "(undefined)". The failures are simulated: PGlite's file system reports them as
 * an ErrnoError with only a number, Node as an errno code with the path.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const create = vi.hoisted(() => vi.fn());
vi.mock('@electric-sql/pglite', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@electric-sql/pglite')>();
  return { ...actual, PGlite: { ...actual.PGlite, create } };
});

const { DatabaseStartError, openPgliteDirectory } = await import('./client.js');
const { diskStartFailure, pgliteOpenFailure, startFailureOnDisk } = await import('./start-error.js');

const root = mkdtempSync(join(tmpdir(), 'atelier-start-error-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** What PGlite's Emscripten file system throws: no message, no stack, an errno number. */
const emscriptenError = (errno: number) => Object.assign(Object.create(null) as object, { name: 'ErrnoError', errno });
const nodeError = (code: string, path: string, syscall = 'open') =>
  Object.assign(new Error(`${code}: ${syscall} '${path}'`), { code, path, syscall });

const openFailure = async (dir: string): Promise<Error> => {
  const error = await openPgliteDirectory(dir).then(() => null, (e: unknown) => e as Error);
  expect(error).toBeInstanceOf(DatabaseStartError);
  return error!;
};

describe('start-up on a disk that cannot be written', () => {
  it('names a full disk and the folder when PGlite cannot write, and releases the lock', async () => {
    const dir = join(root, 'full');
    create.mockRejectedValueOnce(emscriptenError(51));
    const error = await openFailure(dir);
    expect(error.message).toContain(`The disk holding ${dir} is full (no space left on device)`);
    expect(error.message).not.toMatch(/damaged|undefined/);
    expect(existsSync(join(dir, '.atelier.lock'))).toBe(false);
  });

  it('names a read-only file system', async () => {
    const dir = join(root, 'read-only');
    create.mockRejectedValueOnce(emscriptenError(69));
    const error = await openFailure(dir);
    expect(error.message).toContain(`${dir} is on a read-only file system`);
    expect(error.message).not.toMatch(/damaged|undefined/);
  });

  it('names a full disk PGlite only hints at: its initdb\'s words, or a look at the folder when it says nothing', async () => {
    const initdb = join(root, 'initdb');
    create.mockRejectedValueOnce(new Error('INITDB failed to initialize: could not write to file "global/pg_control": No space left on device'));
    expect((await openFailure(initdb)).message).toContain(`The disk holding ${initdb} is full`);

    const silent = join(root, 'silent');
    create.mockRejectedValueOnce(new Error('PGlite failed to initialize properly'));
    const looked = { check: async () => ({ ok: false as const, problem: 'full' as const }), noteWrite: () => undefined };
    const error = await openPgliteDirectory(silent, { diskHealth: looked }).then(() => null, (e: unknown) => e as Error);
    expect(error?.message).toContain(`The disk holding ${silent} is full`);
    expect(error?.message).not.toMatch(/damaged/);

    // With room on the disk, the same error keeps the advice about a damaged folder.
    create.mockRejectedValueOnce(new Error('PGlite failed to initialize properly'));
    expect((await openFailure(join(root, 'roomy'))).message).toMatch(/PGlite failed to initialize properly.*damaged/s);
  });

  it('names a folder Atelier may not write to, as Node reports it', () => {
    expect(pgliteOpenFailure(nodeError('EACCES', '/srv/atelier/db/PG_VERSION'), '/srv/atelier/db')).toContain('Atelier may not write to /srv/atelier/db (permission denied)');
  });

  it('gives a file-system error without a message its name and number, not "undefined"', async () => {
    const dir = join(root, 'other');
    create.mockRejectedValueOnce(emscriptenError(44));
    const error = await openFailure(dir);
    expect(error.message).toContain('(ErrnoError errno 44)');
    expect(error.message).not.toContain('undefined');
  });

  it('names the disk problem anywhere else in start-up (secrets, migrations) with the path the error gives', () => {
    expect(diskStartFailure(nodeError('ENOSPC', '/srv/atelier/auth-secret', 'write'), '/srv/atelier'))
      .toBe('The disk holding /srv/atelier/auth-secret is full (no space left on device). Free some space, or set DATA_DIR to a folder on another disk.');
    expect(diskStartFailure(nodeError('EROFS', '/srv/atelier', 'mkdir'), '/data')).toContain('/srv/atelier is on a read-only file system');
    // PostgreSQL's own disk_full, which carries no path: DATA_DIR is named.
    expect(diskStartFailure(Object.assign(new Error('could not extend file "base/5/1259": No space left on device'), { code: '53100' }), '/data'))
      .toContain('The disk holding /data is full');
    expect(diskStartFailure(new Error('relation "users" does not exist'), '/data')).toBeNull();
    expect(diskStartFailure(Object.assign(new Error('permission denied for table users'), { code: '42501' }), '/data')).toBeNull();
  });

  it('looks at DATA_DIR when the error does not say (Node\'s recursive mkdir on a read-only disk reports ENOENT)', async () => {
    const readOnly = { check: async () => ({ ok: false as const, problem: 'read-only' as const }), noteWrite: () => undefined };
    const fine = { check: async () => ({ ok: true as const }), noteWrite: () => undefined };
    const enoent = nodeError('ENOENT', '/mnt/ro/atelier', 'mkdir');
    expect(await startFailureOnDisk(enoent, '/mnt/ro/atelier', readOnly))
      .toBe(`/mnt/ro/atelier is on a read-only file system. Set DATA_DIR to a folder Atelier can write to.\n(ENOENT: mkdir '/mnt/ro/atelier')`);
    expect(await startFailureOnDisk(enoent, '/mnt/ro/atelier', fine)).toBeNull();
  });
});

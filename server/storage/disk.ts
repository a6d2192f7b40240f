/**
 * Files on the local disk under `<root>/<bucket>/<path>`. Writes go to a temporary file first and
 * are linked into place, which fails if the name exists: a reader never sees half a file, and a
 * second writer never overwrites the first.
 */
import { randomBytes } from 'node:crypto';
import { link, mkdir, readdir, readFile, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { ObjectExistsError, StoragePathError, objectKey, type Storage } from './storage.js';
import { createDiskHealth, type DiskHealthOptions } from './disk-health.js';
import { diskProblem } from './disk-problem.js';

/** The suffix of a file being written; one left behind was interrupted (a crash, a full disk). */
const PARTIAL = '.partial';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', avif: 'image/avif' };

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

export const createDiskStorage = (root: string, healthOptions: DiskHealthOptions = {}): Storage => {
  const base = resolve(root);
  const health = createDiskHealth(base, healthOptions);
  /** objectKey already refuses `..`; the prefix check is a second, independent guard. */
  const fileOf = (bucket: string, path: string): string => {
    const file = resolve(join(base, objectKey(bucket, path)));
    if (!file.startsWith(base + sep)) throw new StoragePathError('Storage path escapes the storage folder');
    return file;
  };

  return {
    description: `disk:${base}`,
    async put(bucket, path, body) {
      const file = fileOf(bucket, path);
      const temporary = `${file}.${randomBytes(6).toString('hex')}${PARTIAL}`;
      try {
        await mkdir(dirname(file), { recursive: true });
        // Inside the try: a write the disk cut short (full) leaves no half file behind.
        await writeFile(temporary, body, { flag: 'wx', mode: 0o600 });
        await link(temporary, file);
        health.noteWrite(null);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new ObjectExistsError(`${bucket}/${path} already exists`);
        health.noteWrite(diskProblem(error));
        throw error;
      } finally {
        await unlink(temporary).catch(() => undefined);
      }
    },
    async get(bucket, path) {
      const file = fileOf(bucket, path);
      try {
        const body = await readFile(file);
        const extension = file.slice(file.lastIndexOf('.') + 1).toLowerCase();
        return { body, bytes: body.length, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(bucket, path) {
      await unlink(fileOf(bucket, path)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
    health: () => health.check(),
    async removeLeftovers(before) {
      let removed = 0;
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.endsWith(PARTIAL)) continue;
        const file = join(entry.parentPath, entry.name);
        const stats = await stat(file).catch(() => null);
        if (!stats || stats.mtime >= before) continue;
        await unlink(file).catch((error: unknown) => {
          if (!isMissing(error)) throw error;
        });
        removed += 1;
      }
      return removed;
    },
    async exists(bucket, path) {
      try {
        return (await stat(fileOf(bucket, path))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
};

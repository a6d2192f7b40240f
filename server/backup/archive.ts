/**
 * The backup file: a zip of the PGlite data directory (its own gzipped tarball dump), the files under
 * DATA_DIR/storage, the secrets generated into DATA_DIR, and a manifest with row counts and a SHA-256
 * of every other member. Reading one verifies all of it before anything is written anywhere.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { z } from 'zod';
import { decodeTokenKey } from '../config.js';

export const BACKUP_FORMAT = 'atelier-backup/2';
/** Backups written before checksums: no sha256, no secrets. */
const UNCHECKED_FORMAT = 'atelier-backup/1';

export const DATABASE_MEMBER = 'db.tar.gz';
export const MANIFEST_MEMBER = 'manifest.json';
export const STORAGE_PREFIX = 'storage/';
/** Secrets generated into DATA_DIR that a restore on another machine needs (sessions, stored Instagram tokens). */
export const SECRET_FILES = ['auth-secret', 'token-key'] as const;
export type SecretFile = (typeof SECRET_FILES)[number];

const manifestFields = {
  createdAt: z.iso.datetime(),
  migrations: z.number().int().min(0),
  /** Rows per table when the backup was taken. */
  counts: z.record(z.string(), z.number().int().min(0)),
  /** Files under storage/. */
  files: z.number().int().min(0),
};
const checkedManifestSchema = z.strictObject({
  format: z.literal(BACKUP_FORMAT),
  ...manifestFields,
  /** Hex SHA-256 of every member but the manifest itself. */
  sha256: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});
const manifestSchema = z.discriminatedUnion('format', [checkedManifestSchema, z.strictObject({ format: z.literal(UNCHECKED_FORMAT), ...manifestFields })]);
export type BackupManifest = z.infer<typeof checkedManifestSchema>;
export type ReadManifest = z.infer<typeof manifestSchema>;

export class BackupError extends Error {
  override name = 'BackupError';
}

export const sha256Hex = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export interface VerifiedBackup {
  manifest: ReadManifest;
  /** The database as a plain tar: node:zlib un-gzipped it, checking its CRC and length. */
  databaseTar: Uint8Array;
  /** Paths under storage/ and their bytes. */
  storage: Array<[path: string, bytes: Uint8Array]>;
  secrets: Array<[name: SecretFile, bytes: Uint8Array]>;
  /** Stored files nothing could check: those of a backup from before checksums. */
  unverifiedFiles: number;
}

const unzipWhole = (file: string): Record<string, Uint8Array> => {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`No backup file at ${file}.`);
  try {
    return unzipSync(readFileSync(file));
  } catch (error) {
    throw new BackupError(`${file} is not a whole zip archive (it is truncated, damaged, or not a zip): ${(error as Error).message}.`);
  }
};

const parseManifest = (file: string, bytes: Uint8Array): ReadManifest => {
  let json: unknown;
  try {
    json = JSON.parse(strFromU8(bytes));
  } catch {
    throw new BackupError(`${file} has a manifest that is not JSON.`);
  }
  const manifest = manifestSchema.safeParse(json);
  if (!manifest.success) throw new BackupError(`${file} has a manifest Atelier cannot read: ${manifest.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return manifest.data;
};

const isSecretFile = (name: string): name is SecretFile => (SECRET_FILES as readonly string[]).includes(name);

/** Every member listed, present, and byte for byte what was written; nothing unlisted. */
const checkSums = (file: string, members: Record<string, Uint8Array>, sha256: Record<string, string>) => {
  for (const name of Object.keys(members)) {
    if (name !== MANIFEST_MEMBER && !(name in sha256)) throw new BackupError(`${file} holds ${name}, which its manifest does not list.`);
  }
  for (const [name, expected] of Object.entries(sha256)) {
    const bytes = members[name];
    if (!bytes) throw new BackupError(`${file} lacks ${name}, which its manifest lists.`);
    if (sha256Hex(bytes) !== expected) throw new BackupError(`${name} is damaged: its SHA-256 is not the one the manifest of ${file} recorded.`);
  }
};

const checkSecret = (name: SecretFile, bytes: Uint8Array): void => {
  const text = strFromU8(bytes).trim();
  const usable = name === 'token-key' ? decodeTokenKey(text) !== null : text.length >= 32;
  if (!usable) throw new BackupError(`The ${name} in the backup is not a usable secret.`);
};

/** Reads and verifies a whole backup in memory; throws BackupError naming the first thing wrong. */
export const readVerifiedBackup = (file: string): VerifiedBackup => {
  const members = Object.fromEntries(Object.entries(unzipWhole(file)).filter(([name]) => !name.endsWith('/')));
  const manifestBytes = members[MANIFEST_MEMBER];
  const dump = members[DATABASE_MEMBER];
  if (!manifestBytes || !dump) throw new BackupError(`${file} is not an Atelier backup (${MANIFEST_MEMBER} or ${DATABASE_MEMBER} missing).`);
  const manifest = parseManifest(file, manifestBytes);
  if (manifest.format === BACKUP_FORMAT) checkSums(file, members, manifest.sha256);
  const storage = Object.entries(members).filter(([name]) => name.startsWith(STORAGE_PREFIX));
  for (const [name] of storage) {
    if (name.split('/').some((part) => part === '..' || part === '' || part === '.')) throw new BackupError(`${file} holds a file path that leaves the storage folder: ${name}`);
  }
  if (storage.length !== manifest.files) throw new BackupError(`${file} holds ${storage.length} stored files; its manifest says ${manifest.files}.`);
  // Older backups are trusted for nothing but what they can prove; their other members are ignored as before.
  const secrets = manifest.format === BACKUP_FORMAT ? Object.entries(members).filter((entry): entry is [SecretFile, Uint8Array] => isSecretFile(entry[0])) : [];
  if (manifest.format === BACKUP_FORMAT) {
    const unknown = Object.keys(members).filter((name) => name !== MANIFEST_MEMBER && name !== DATABASE_MEMBER && !name.startsWith(STORAGE_PREFIX) && !isSecretFile(name));
    if (unknown.length) throw new BackupError(`${file} holds members Atelier does not know: ${unknown.join(', ')}.`);
  }
  for (const [name, bytes] of secrets) checkSecret(name, bytes);
  let databaseTar: Uint8Array;
  try {
    databaseTar = gunzipSync(dump);
  } catch (error) {
    throw new BackupError(`${DATABASE_MEMBER} is damaged: it does not un-gzip (${(error as Error).message}).`);
  }
  return { manifest, databaseTar, storage, secrets, unverifiedFiles: manifest.format === BACKUP_FORMAT ? 0 : storage.length };
};

/**
 * A request that failed because the server's disk cannot take the write (full, read-only, not
 * permitted) is answered 503 naming that cause, not a generic 500: the request was fine, and it
 * will work once an operator has made room.
 */
import type { DiskProblem } from '../storage/disk-problem.js';

export const STORAGE_UNAVAILABLE_BODY: Record<DiskProblem, { error: string; message: string }> = {
  full: { error: 'storage_full', message: 'The server has run out of disk space, so nothing new can be saved right now. Please try again later.' },
  'read-only': { error: 'storage_read_only', message: 'The server cannot save anything right now (its storage is read-only). Please try again later.' },
  'not-writable': { error: 'storage_not_writable', message: 'The server cannot save anything right now (it may not write to its storage). Please try again later.' },
};

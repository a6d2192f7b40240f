/** A refused upload: the status and body the route answers with. Nothing is stored when one is thrown. */
import type { UploadError } from '../../tools/analysis/contracts.js';

export class UploadRefused extends Error {
  override name = 'UploadRefused';
  constructor(
    readonly status: 400 | 401 | 404 | 413,
    readonly body: UploadError,
  ) {
    super(body.message);
  }
}

export const refuse = (status: 400 | 401 | 404 | 413, error: UploadError['error'], message: string, file?: string): UploadRefused =>
  new UploadRefused(status, { error, message, ...(file !== undefined ? { file } : {}) });

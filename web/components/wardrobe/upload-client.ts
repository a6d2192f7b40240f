/**
 * `POST /api/uploads` with real upload progress. fetch cannot report upload progress, so this one
 * request goes through XMLHttpRequest; failures become the same ApiError as every other call.
 */
import type { Upload, UploadBucket, UploadResponse } from '../../../tools/analysis/contracts.js';
import { ApiError, errorFromResponse } from '../../lib/api.js';

export interface UploadOptions {
  /** 0..1 of the request body sent. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export const uploadPhotos = (bucket: UploadBucket, files: readonly File[], { onProgress, signal }: UploadOptions = {}): Promise<Upload[]> =>
  new Promise((resolve, reject) => {
    const form = new FormData();
    // The server reads the bucket before the files, so it goes first.
    form.append('bucket', bucket);
    for (const file of files) form.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/uploads');
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const retryAfter = xhr.getResponseHeader('retry-after');
      const response = new Response(xhr.responseText || null, { status: xhr.status, headers: { 'content-type': 'application/json', ...(retryAfter ? { 'retry-after': retryAfter } : {}) } });
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) as unknown : null;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve((body as UploadResponse).uploads);
      } else reject(errorFromResponse(response, body));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network_error', 'Network error: check your connection and try again.', null));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });

/** Product rules §5: only image files. The server decides by magic bytes; this only saves a pointless upload. */
export const isImageFile = (file: Pick<File, 'type' | 'name'>): boolean =>
  file.type.startsWith('image/') || (!file.type && /\.(jpe?g|png|webp|avif|heic|heif)$/i.test(file.name));

/**
 * Reads the multipart upload form as it streams in (busboy), so the limits hold before the bytes are
 * all in memory: a file over 10 MB stops the read at 10 MB + 1 byte (413), an 11th file stops it as
 * it starts (400). Each complete file is handed to `onFile` straight away, so decoding overlaps the
 * rest of the upload.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { UPLOAD_LIMITS } from '../../tools/analysis/contracts.js';
import { refuse, UploadRefused } from './errors.js';

export interface UploadForm<T> {
  fields: Record<string, string>;
  files: { name: string; result: Promise<T> }[];
}

const MB = UPLOAD_LIMITS.maxFileBytes / (1024 * 1024);

export const readUploadForm = <T>(
  request: Request,
  onFile: (bytes: Buffer, name: string, index: number) => Promise<T>,
): Promise<UploadForm<T>> => new Promise((resolve, reject) => {
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;/i.test(contentType) || !request.body) {
    reject(refuse(400, 'bad_request', 'Send the photos as multipart/form-data: a "bucket" field and one or more "files".'));
    return;
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // busboy calls a file "over the limit" once it reaches fileSize, so one byte more than allowed.
      limits: { files: UPLOAD_LIMITS.maxFiles, fileSize: UPLOAD_LIMITS.maxFileBytes + 1, fields: 4, fieldSize: 1024, parts: UPLOAD_LIMITS.maxFiles + 4 },
      // Browsers send file names as UTF-8; busboy's default would read them as Latin-1.
      defParamCharset: 'utf8',
    });
  } catch {
    reject(refuse(400, 'bad_request', 'The multipart body has no boundary.'));
    return;
  }
  const source = Readable.fromWeb(request.body as unknown as NodeWebReadableStream);
  const form: UploadForm<T> = { fields: {}, files: [] };
  let settled = false;
  const fail = (error: unknown) => {
    if (settled) return;
    settled = true;
    // Stop reading: the rest of the body is not wanted.
    source.unpipe(parser);
    source.destroy();
    parser.removeAllListeners('file');
    reject(error instanceof UploadRefused ? error : refuse(400, 'bad_request', 'The upload could not be read as multipart/form-data.'));
  };

  parser.on('field', (name, value) => {
    form.fields[name] = value;
  });
  parser.on('file', (_field, stream, info) => {
    const name = info.filename || `file ${form.files.length + 1}`;
    const index = form.files.length;
    const chunks: Buffer[] = [];
    let size = 0;
    let settle!: { resolve: (v: T) => void; reject: (e: unknown) => void };
    const result = new Promise<T>((res, rej) => {
      settle = { resolve: res, reject: rej };
    });
    // Handled where the files are awaited; this keeps an early failure from being "unhandled".
    result.catch(() => undefined);
    form.files.push({ name, result });
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
    });
    stream.on('limit', () => {
      fail(refuse(413, 'file_too_large', `"${name}" is larger than ${MB} MB. Each photo may be at most ${MB} MB.`, name));
      stream.resume();
    });
    stream.on('end', () => {
      if (settled || stream.truncated) return;
      const bytes = Buffer.concat(chunks, size);
      chunks.length = 0;
      if (bytes.length === 0) {
        settle.reject(refuse(400, 'bad_request', `"${name}" is empty.`, name));
        return;
      }
      onFile(bytes, name, index).then(settle.resolve, settle.reject);
    });
  });
  parser.on('filesLimit', () => {
    fail(refuse(400, 'too_many_files', `Upload at most ${UPLOAD_LIMITS.maxFiles} photos at a time.`));
  });
  parser.on('partsLimit', () => fail(refuse(400, 'bad_request', 'The form has too many parts.')));
  parser.on('fieldsLimit', () => fail(refuse(400, 'bad_request', 'The form has too many fields.')));
  parser.on('error', (error) => fail(error));
  parser.on('close', () => {
    if (settled) return;
    settled = true;
    resolve(form);
  });
  source.on('error', (error) => fail(error));
  source.pipe(parser);
});

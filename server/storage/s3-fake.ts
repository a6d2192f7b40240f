/** An in-process fake S3 (s3rver) for tests and local runs: one bucket, in a temporary folder. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface FakeS3 {
  /** A STORAGE_URL pointing at the fake. */
  url: string;
  close(): Promise<void>;
}

export const startFakeS3 = async (bucket = 'atelier-test'): Promise<FakeS3> => {
  const directory = mkdtempSync(join(tmpdir(), 'atelier-s3-'));
  const server = new S3rver({
    address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  return {
    url: `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}?forcePathStyle=true`,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};

/**
 * A Postgres job runner in a process of its own, for the kill -9 test in pg-boss-runner.test.ts:
 * it queues one job for the shopper named on its command line, takes it, says "held" on stdout
 * and never finishes it, so the test's SIGKILL lands while the job is running.
 *
 *   node --import tsx server/jobs/held-job-process.ts <database url> <job name> <shopper> <expire seconds>
 */
import { z } from 'zod';
import { silentLogger } from '../log.js';
import { createPgBossQueue } from './pg-boss-runner.js';

const [url, name, shopper, expireSeconds] = z.tuple([
  z.string().regex(/^postgres(ql)?:\/\//),
  z.string().min(1),
  z.string().min(1),
  z.coerce.number().int().positive(),
]).parse(process.argv.slice(2));

const queue = await createPgBossQueue({ url, log: silentLogger, expireSeconds });
queue.work(name, async () => {
  process.stdout.write('held\n');
  await new Promise<never>(() => undefined);
});
await queue.start();
await queue.enqueue(name, { n: 'lost' }, { singletonKey: shopper });

/**
 * Several app processes behind one port, with Node's cluster module: the primary forks WORKERS copies
 * of server/main.ts (default: one per core), which all listen on PORT; the primary hands each new
 * connection to the next worker. Only with PostgreSQL (DATABASE_URL): the embedded database is one
 * process's. Prints "cluster ready <n>" once every worker listens; SIGTERM stops them all.
 * For the load bench (bench/load/harness.ts startCluster), not a production entry point.
 */
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

const workers = Number(process.env.WORKERS ?? availableParallelism());
if (!process.env.DATABASE_URL) {
  console.error('cluster: needs DATABASE_URL (PostgreSQL); the embedded database serves one process');
  process.exit(2);
}
cluster.setupPrimary({ exec: fileURLToPath(new URL('../../server/main.ts', import.meta.url)), execArgv: process.execArgv });
let listening = 0;
cluster.on('listening', () => {
  listening += 1;
  if (listening === workers) console.log(`cluster ready ${workers}`);
});
cluster.on('exit', (worker, code) => {
  if (!stopping) {
    console.error(`cluster: worker ${worker.process.pid} exited with ${code}`);
    process.exitCode = 1;
  }
  if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
});
let stopping = false;
const stop = () => {
  stopping = true;
  for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
for (let i = 0; i < workers; i++) cluster.fork();

/**
 * `npm run audit`: npm's advisory check of the production dependencies, failing on any high or
 * critical advisory (lists each). Where the registry's advisory service cannot be reached (a mirror
 * that refuses its POST, as on the build machines here), it says so and checks nothing: exit 0,
 * unless AUDIT_REQUIRED=1, when that is a failure too.
 */
import { spawnSync } from 'node:child_process';
import { z } from 'zod';

const report = z.object({
  vulnerabilities: z.record(z.string(), z.object({ severity: z.string(), via: z.array(z.unknown()) }).loose()),
  metadata: z.object({ vulnerabilities: z.record(z.string(), z.number()) }).loose(),
});
const serviceError = z.object({ message: z.string(), statusCode: z.number().optional() }).loose();

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let answer: unknown;
try {
  answer = JSON.parse(run.stdout);
} catch {
  console.error(`npm audit answered something that is not JSON:\n${run.stdout.slice(0, 500)}${run.stderr.slice(0, 500)}`);
  process.exit(1);
}

const audited = report.safeParse(answer);
if (audited.success) {
  const serious = Object.entries(audited.data.vulnerabilities).filter(([, v]) => v.severity === 'high' || v.severity === 'critical');
  console.log(`npm audit (production dependencies): ${JSON.stringify(audited.data.metadata.vulnerabilities)}`);
  if (serious.length) {
    console.error(`High or critical advisories in: ${serious.map(([name, v]) => `${name} (${v.severity})`).join(', ')}`);
    process.exit(1);
  }
  console.log('No high or critical advisories.');
  process.exit(0);
}

const refused = serviceError.safeParse(answer);
if (refused.success) {
  console.warn(`npm audit could not reach the registry's advisory service (${refused.data.message}); nothing was checked.`);
  process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : 0);
}
console.error(`npm audit answered in an unknown shape:\n${run.stdout.slice(0, 500)}`);
process.exit(1);

/** The pipeline as a stored job: payloads read back from the database are checked, and a job whose shopper is gone does nothing. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStyleProfiles } from '../db/schema.js';
import { silentLogger } from '../log.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { signUpVerified } from '../test/users.js';
import { pipelineJobHandler } from '../../tools/recommendations/pipeline.js';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const handler = () => pipelineJobHandler({ db: t.database.db, log: silentLogger, now: () => new Date() });

describe('pipeline job handler', () => {
  it('refuses a malformed stored payload', async () => {
    await expect(handler()({ userId: 42 })).rejects.toThrow();
    await expect(handler()({ userId: 'u', handles: ['a'], extra: true })).rejects.toThrow();
  });

  it('builds the taste of an existing shopper and does nothing for one who is gone', async () => {
    const ann = await signUpVerified(t);
    await handler()({ userId: ann.id });
    expect(await t.database.db.select().from(userStyleProfiles).where(eq(userStyleProfiles.userId, ann.id))).toHaveLength(1);
    await expect(handler()({ userId: 'deleted-user', handles: ['aimeesong'] })).resolves.toBeUndefined();
    expect(await t.database.db.select().from(userStyleProfiles).where(eq(userStyleProfiles.userId, 'deleted-user'))).toEqual([]);
  });
});

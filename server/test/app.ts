/** A whole app over a private test database, driven through `app.request` (no port). */
import { createApp, type AppDeps } from '../app.js';
import { createAuth, type AuthDeps } from '../auth/auth.js';
import { loadConfig, type Config } from '../config.js';
import { silentLogger } from '../log.js';
import { createTestDatabase, type TestDatabase } from './db.js';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  config: Config;
  auth: ReturnType<typeof createAuth>;
  close(): Promise<void>;
}

/** `env` overrides the test configuration; `deps` gives the app its own clock or storage; `authDeps` the auth its own fetcher. */
export const createTestApp = async (
  env: Record<string, string> = {},
  deps: Pick<AppDeps, 'now' | 'storage'> = {},
  authDeps: Pick<AuthDeps, 'fetchClientMetadata'> = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-1234',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: '/tmp/atelier-test-unused',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const auth = createAuth({ config, db: database.db, log: silentLogger, ...authDeps });
  // Its plugins start now (the OAuth provider writes its resource row): done before a test can close the database.
  await auth.$context;
  const app = createApp({ config, db: database.db, auth, log: silentLogger, ...deps });
  return { app, database, config, auth, close: () => database.close() };
};

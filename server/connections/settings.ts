/**
 * What the connection tools need from configuration (ToolContext.connections): the token key, the
 * Meta app and where its hosts are, and the origins the Instagram bridge may relay to.
 * With META_APP_ID and META_APP_SECRET set, the real Meta app (META_BASE_URL, if set, moves the hosts).
 * Outside production without them, the simulator under PUBLIC_URL/dev/meta, reached in-process.
 * In production without them, no Meta app: connecting says so; a pasted token cannot be verified.
 */
import type { Config } from '../config.js';
import { trustedOrigins } from '../http/origins.js';
import type { ConnectionsSettings } from '../../tools/types.js';
import { SIMULATOR_APP_ID, SIMULATOR_PATH, simulatorAppSecret } from './meta-simulator.js';

type AppLike = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

export const usesMetaSimulator = (config: Config): boolean =>
  !config.isProduction && !(config.META_APP_ID && config.META_APP_SECRET);

export const connectionsSettings = (config: Config, app?: AppLike): ConnectionsSettings => {
  const simulated = usesMetaSimulator(config);
  const simulatorBase = `${config.PUBLIC_URL}${SIMULATOR_PATH}`;
  const meta: ConnectionsSettings['meta'] = config.META_APP_ID && config.META_APP_SECRET
    ? { appId: config.META_APP_ID, appSecret: config.META_APP_SECRET, baseUrl: config.META_BASE_URL ?? null, simulated: false }
    : simulated
      ? { appId: SIMULATOR_APP_ID, appSecret: simulatorAppSecret(config.BETTER_AUTH_SECRET), baseUrl: simulatorBase, simulated: true }
      : null;
  // The simulator lives in this very app: call it in-process (no port needed, as in tests).
  const inProcess = simulated && app;
  const fetcher: typeof fetch = inProcess
    ? (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
      return url.startsWith(`${simulatorBase}/`) ? Promise.resolve(app.request(url, init)) : fetch(input, init);
    }
    : fetch;
  return { tokenKey: config.tokenEncryptionKey, publicUrl: config.PUBLIC_URL, trustedOrigins: trustedOrigins(config), meta, fetch: fetcher };
};

/** Variables every request handler can read from the Hono context. */
import type { ToolContext } from '../../tools/types.js';
import type { Logger } from '../log.js';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** The signed-in user, or null; resolved once per request on first use. */
    user: () => Promise<SessionUser | null>;
    /** A tool context for the current request, with the resolved user. */
    toolContext: () => Promise<ToolContext>;
    /** The same context for a user another door identified (an MCP token, a widget shopper). */
    toolContextFor: (userId: string | null) => ToolContext;
    /** BODY_LIMIT_BYTES: no route reads a larger body, whatever ceiling it names (server/http/body.ts). */
    bodyLimitBytes: number;
  };
}

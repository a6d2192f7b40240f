/**
 * The one shape of a tool. A tool is reached through three doors that must agree: the chat (an AI
 * SDK tool built from this definition), HTTP (`POST /api/tools/<name>`) and code (`runTool`).
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type * as schema from '../server/db/schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface ToolLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface ToolContext {
  db: Database;
  /** The signed-in user, or null for a guest. Tools never take a user id from their input. */
  userId: string | null;
  now: () => Date;
  log: ToolLogger;
  /** WEATHER_URL: an Open-Meteo-compatible forecast API for trips.plan; unset → climate normals only. */
  weatherUrl?: string | undefined;
  /** Where links.preview may fetch (see tools/links/fetch.ts); unset: it fetches nothing. */
  linkFetch?: 'public' | 'private' | 'loopback' | undefined;
  /** Instagram/Facebook connections (tools/connections); unset: those tools refuse, stored data still reads. */
  connections?: ConnectionsSettings | undefined;
}

/** What tools/connections needs from configuration (built by server/connections/settings.ts). */
export interface ConnectionsSettings {
  /** 32-byte AES-256-GCM key for stored tokens (TOKEN_ENCRYPTION_KEY or DATA_DIR/token-key). */
  tokenKey: Uint8Array;
  /** PUBLIC_URL: the OAuth redirect URIs live here. */
  publicUrl: string;
  /** Origins the Instagram bridge may relay a code to (PUBLIC_URL, TRUSTED_ORIGINS, loopback outside production). */
  trustedOrigins: readonly string[];
  /** The Meta app; null when none is configured (production without META_APP_ID/META_APP_SECRET). */
  meta: {
    appId: string;
    appSecret: string;
    /** Null: the real Meta hosts; else every host is read under `${baseUrl}/${host}`. */
    baseUrl: string | null;
    /** True when this is the built-in simulator (/dev/meta), not a real Meta app. */
    simulated: boolean;
  } | null;
  /** The HTTP client for Meta calls (the simulator is reached in-process). */
  fetch: typeof fetch;
}

export type UserToolContext = ToolContext & { userId: string };

export type ToolAuth = 'user' | 'public';

export type ToolEffect = 'read' | 'change' | 'delete';

export interface ToolDefinition<
  Input extends z.ZodType = z.ZodType,
  Output extends z.ZodType = z.ZodType,
  Auth extends ToolAuth = ToolAuth,
> {
  /** Dotted name, e.g. `sources.add`; the chat sees it as `sources_add`. */
  name: string;
  description: string;
  auth: Auth;
  /** Use z.strictObject so unknown fields are refused. */
  input: Input;
  output: Output;
  /**
   * False keeps the tool out of the stylist's chat door (HTTP and code only): for account-level
   * actions a conversation should never take, whatever a model is talked into.
   */
  chatDoor?: boolean;
  /**
   * What a call does to the shopper's data: 'read' changes nothing, 'change' adds or edits, 'delete'
   * removes. The one source for asking first: a chat door asks before any call that is not a read
   * (changesStoredState), and the MCP door's annotations (readOnlyHint, destructiveHint) and token
   * scopes read it too (server/mcp/effects.ts); every tool states it.
   */
  effect: ToolEffect;
  /**
   * Largest HTTP body this tool reads (default 1 MB), refused with 413 before more is read; held to
   * the server's BODY_LIMIT_BYTES, which a following export needs whole.
   */
  maxInputBytes?: number;
  execute(input: z.output<Input>, ctx: Auth extends 'user' ? UserToolContext : ToolContext): Promise<z.input<Output>>;
}

export type AnyTool = ToolDefinition<z.ZodType, z.ZodType, ToolAuth>;

/**
 * True unless the tool declares itself a read: the chat doors ask the shopper before such a call
 * runs. A definition without an effect (possible only past the type system) counts as a change.
 */
export const changesStoredState = (tool: Pick<AnyTool, 'effect'>): boolean => tool.effect !== 'read';

/** Identity with inference, so each tool's execute sees its own input type and context. */
export const defineTool = <Input extends z.ZodType, Output extends z.ZodType, Auth extends ToolAuth>(
  definition: ToolDefinition<Input, Output, Auth>,
): ToolDefinition<Input, Output, Auth> => definition;

export type ToolErrorCode = 'invalid_input' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'rate_limited';

export const TOOL_ERROR_STATUS: Record<ToolErrorCode, 400 | 401 | 403 | 404 | 409 | 429> = {
  invalid_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
};

/** A failure the caller can act on; the doors turn it into a status code or a tool-error result. */
export class ToolError extends Error {
  override name = 'ToolError';
  constructor(
    readonly code: ToolErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** The dotted name as the chat model sees it (tool names may not contain dots). */
export const chatToolName = (name: string): string => name.replaceAll('.', '_');

/**
 * The security event log (product rules §7 failed_login, §8 OAuth events). Writing an event must never break
 * the request that caused it, so failures are logged and swallowed.
 */
import { securityEvents } from '../db/schema.js';
import type { Database } from '../db/client.js';
import type { Logger } from '../log.js';

export type SecuritySeverity = 'low' | 'medium' | 'high';

export interface SecurityEvent {
  eventType: string;
  provider?: string | null;
  userId?: string | null;
  details: Record<string, unknown>;
  severity: SecuritySeverity;
}

export const logSecurityEvent = async (db: Database, event: SecurityEvent, log?: Logger): Promise<void> => {
  try {
    await db.insert(securityEvents).values({
      eventType: event.eventType,
      provider: event.provider ?? null,
      userId: event.userId ?? null,
      details: event.details,
      severity: event.severity,
    });
  } catch (error) {
    log?.warn({ err: error, eventType: event.eventType }, 'could not write security event');
  }
};

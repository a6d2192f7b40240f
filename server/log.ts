/** Structured JSON logs (pino). One root logger; requests get a child with their request id. */
import { pino, type Logger } from 'pino';

export type { Logger };

export const createLogger = (level: string): Logger =>
  pino({ level, base: { service: 'atelier' }, timestamp: pino.stdTimeFunctions.isoTime });

/** A logger that writes nothing, for tests and tools run outside a server. */
export const silentLogger: Logger = pino({ level: 'silent' });

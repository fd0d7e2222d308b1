/**
 * The process's one logger (pino): JSON lines in production, one readable line per entry in
 * development (LOG_FORMAT, LOG_LEVEL; README, Configuration). Nest's own messages reach it through
 * `PinoLoggerService`, each request's line through `requestLog` (request-log.ts).
 */
import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config/config.js';

export type RootLogger = Logger;

/**
 * `destination`: where lines go (tests capture them); stdout by default. `silent`: nothing at all
 * (API tests, unless TEST_LOGS=true).
 */
export function createRootLogger(config: AppConfig, options: { destination?: DestinationStream; silent?: boolean } = {}): RootLogger {
  const level = options.silent ? 'silent' : config.log.level;
  const base = { level, base: { pid: process.pid }, timestamp: pino.stdTimeFunctions.isoTime };
  if (config.log.format === 'pretty') {
    const stream = pretty({
      destination: options.destination ?? 1,
      colorize: !options.destination && process.stdout.isTTY,
      sync: true,
      ignore: 'pid,context',
      messageFormat: '{if context}[{context}] {end}{msg}',
    });
    return pino(base, stream);
  }
  return pino(base, options.destination ?? pino.destination({ sync: false }));
}

/** Nest's LoggerService over pino: `new Logger('Context').log(...)` anywhere becomes one entry with its context. */
export class PinoLoggerService implements LoggerService {
  constructor(private readonly logger: RootLogger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.write('info', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    // Nest passes (message, stack, context) for errors.
    const context = typeof rest.at(-1) === 'string' ? (rest.pop() as string) : undefined;
    const stack = typeof rest[0] === 'string' ? rest[0] : undefined;
    if (message instanceof Error) this.logger.error({ context, err: message }, message.message);
    else this.logger.error({ context, ...(stack ? { stack } : {}) }, text(message));
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.write('trace', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.write('fatal', message, rest);
  }

  private write(level: 'info' | 'warn' | 'debug' | 'trace' | 'fatal', message: unknown, rest: unknown[]): void {
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    this.logger[level]({ context }, text(message));
  }
}

function text(message: unknown): string {
  if (typeof message === 'string') return message;
  if (message instanceof Error) return message.message;
  return JSON.stringify(message);
}

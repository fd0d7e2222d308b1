import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DomainError, type DomainErrorKind } from '../domain/domain-error.js';
import { WrongExpectedRevisionError } from '../event-store/event-store.port.js';

/** The HTTP status of each kind of domain refusal (docs/ARCHITECTURE.md §9). */
export const STATUS_OF_DOMAIN_ERROR: Record<DomainErrorKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  unauthenticated: HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  conflict: HttpStatus.CONFLICT,
  refused: HttpStatus.UNPROCESSABLE_ENTITY,
  'limit-reached': HttpStatus.TOO_MANY_REQUESTS,
  'upstream-failed': HttpStatus.BAD_GATEWAY,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

/** Every error leaves as JSON `{message, errors?}` with its status (docs/ARCHITECTURE.md §11). */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    if (res.headersSent) return;
    const { status, body } = this.describe(exception);
    if (status >= 500) {
      // An expected refusal (a service not configured or down: DomainError, HttpException) is one
      // warning line naming it; only the unexpected gets the stack, at ERROR.
      if (exception instanceof DomainError || exception instanceof HttpException) {
        const req = host.switchToHttp().getRequest<Request>();
        this.logger.warn(`${req.method} ${req.path} answered ${status}: ${body.message}`);
      } else this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    }
    res.status(status).json(body);
  }

  private describe(exception: unknown): { status: number; body: { message: string; errors?: unknown } } {
    // Malformed JSON bodies: the body parser's error, which Nest's Express adapter wraps in a
    // BadRequestException (its `cause`), or, raised elsewhere, unwrapped.
    const parseError = exception instanceof HttpException ? exception.cause : exception;
    if ((parseError as { type?: string } | undefined)?.type === 'entity.parse.failed') {
      return { status: HttpStatus.BAD_REQUEST, body: { message: 'body: malformed JSON' } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') return { status, body: { message: response } };
      const r = response as { message?: string | string[]; errors?: unknown };
      const message = Array.isArray(r.message) ? r.message.join('; ') : (r.message ?? exception.message);
      return { status, body: r.errors ? { message, errors: r.errors } : { message } };
    }
    if (exception instanceof WrongExpectedRevisionError) {
      return { status: HttpStatus.CONFLICT, body: { message: 'This item was changed by someone else. Reload and try again.' } };
    }
    if (exception instanceof DomainError) {
      const body = exception.fields ? { message: exception.message, errors: exception.fields } : { message: exception.message };
      return { status: STATUS_OF_DOMAIN_ERROR[exception.kind], body };
    }
    const withStatus = exception as { status?: number; type?: string; message?: string };
    if (typeof withStatus?.status === 'number' && withStatus.status >= 400 && withStatus.status < 500) {
      return { status: withStatus.status, body: { message: withStatus.message ?? 'Bad request' } };
    }
    return { status: HttpStatus.INTERNAL_SERVER_ERROR, body: { message: 'Internal server error' } };
  }
}

import { type CallHandler, type ExecutionContext, Inject, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { sessionUserOf } from '../../../../platform/auth/access.js';
import { MemberActivityRecorder } from './member-activity.recorder.js';

/** Every call of a signed-in user is activity: lastActiveAt follows it (at most one event per member per hour). */
@Injectable()
export class MemberActivityInterceptor implements NestInterceptor {
  constructor(@Inject(MemberActivityRecorder) private readonly recorder: MemberActivityRecorder) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const user = sessionUserOf(context.switchToHttp().getRequest<Request>());
      if (user) this.recorder.touch(user.id);
    }
    return next.handle();
  }
}

import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { catchError, type Observable, throwError } from 'rxjs';
import { PostingTooFast } from './members.service';

/** A member refused for posting too fast is told when to try again (`Retry-After`, in seconds). */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PostingTooFast) {
          context
            .switchToHttp()
            .getResponse<Response>()
            .setHeader('Retry-After', String(error.retryAfterSeconds));
        }
        return throwError(() => error);
      }),
    );
  }
}

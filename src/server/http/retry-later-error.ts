/** A refusal that names when to try again: answered 429 with a Retry-After header (seconds). */
import { AppError } from './app-error.ts';

export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A failure meant for the user: the error handler answers it as
 * `{ Success: false, Message, Data: null }` with `status` (4xx).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

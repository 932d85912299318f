// Error answers of the contract (ErrorRecord, ValidationError), raised by handlers as exceptions.

export interface FieldError {
  path: string;
  message: string;
}

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 500 | 501,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }

  /** The body the contract declares: ErrorRecord, or ValidationError for 422. */
  body(): { error_code: number; message: string; errors?: FieldError[] } {
    return this.status === 422
      ? { error_code: 422, message: this.message, errors: this.errors ?? [] }
      : { error_code: this.status, message: this.message };
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (message: string) => new HttpError(409, message);
/** 422 with one entry per offending field, each shown by the portal as 'path: message'. */
export const unprocessable = (errors: FieldError[], message = 'Validation failed') => new HttpError(422, message, errors);

/** Throws 404 naming what was looked for when `value` is missing. */
export function found<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw notFound(what);
  return value;
}

import { MSG, unstorableTextAt } from '@portal/contract';

/** Domain errors carry a code; the HTTP status is decided here, once. */
const ERROR_STATUS = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media: 415,
  business_rule: 422,
  rate_limited: 429,
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_MESSAGE: Record<ErrorCode, string> = {
  validation: MSG.badRequest,
  unauthorized: MSG.unauthorized,
  forbidden: MSG.forbidden,
  not_found: MSG.notFound,
  conflict: MSG.conflict,
  payload_too_large: MSG.payloadTooLarge,
  unsupported_media: MSG.unsupportedMedia,
  business_rule: MSG.businessRule,
  rate_limited: MSG.tooManyAttempts,
  unavailable: MSG.unavailable,
};

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors: FieldErrors | undefined;
  /** Sent as `Retry-After` (a 429 or 503 that knows when to come back). */
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message?: string, errors?: FieldErrors, opts: { retryAfterSeconds?: number } = {}) {
    super(message ?? firstFieldMessage(errors) ?? DEFAULT_MESSAGE[code]);
    this.code = code;
    this.errors = errors;
    this.retryAfterSeconds = opts.retryAfterSeconds;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** A 400 for one field, its message the rule's. */
  static field(field: string, message: string, code: ErrorCode = 'validation'): AppError {
    return new AppError(code, message, { [field]: [message] });
  }
}

function firstFieldMessage(errors?: FieldErrors): string | undefined {
  if (!errors) return undefined;
  for (const list of Object.values(errors)) if (list[0]) return list[0];
  return undefined;
}

/** zod issues → `{ field: [messages] }`, keyed by the dotted path ('' for the whole body). */
export function issuesToFieldErrors(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    const list = errors[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

/** A 400 naming the first field of a parsed body, query or form that holds text no column stores as written (a NUL, an unpaired surrogate). */
export function refuseUnstorableText(value: unknown): void {
  const at = unstorableTextAt(value);
  if (at) throw AppError.field(at.map(String).join('.') || '_', MSG.invalidChars);
}

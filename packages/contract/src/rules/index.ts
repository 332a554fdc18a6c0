import { z } from '../zod.ts';
import { LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';

/**
 * Spec 1 §5 rules as zod schemas. Each carries the spec's exact message; the web forms
 * (through antd rules) and the API routes validate with the same objects.
 */

const NOT_TEXT = MSG.invalid;
/** An empty value gets only the required message, not every other rule's too. */
const REQUIRED = { error: MSG.required, abort: true } as const;

/** A string field: a missing value reads as "required", any other type as invalid. */
export const text = (requiredMessage: string = MSG.required) =>
  z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? requiredMessage : NOT_TEXT) });

/** Required text: trimmed, non-empty, capped at a sane length. */
export const requiredText = (max: number = LIMITS.textMax, maxMessage: string = MSG.textTooLong) =>
  text().trim().min(1, REQUIRED).max(max, maxMessage);

export const optionalText = (max: number = LIMITS.textMax, maxMessage: string = MSG.textTooLong) =>
  text().trim().max(max, maxMessage).optional();

// Letters (any script, including Vietnamese with its combining marks), spaces and hyphens.
const LETTERS_SPACES_HYPHENS = /^[\p{L}\p{M} -]+$/u;
const LETTERS_SPACES = /^[\p{L}\p{M} ]+$/u;
/** A simple address: local@domain.tld, without spaces, angle brackets, quotes or backticks. */
const EMAIL = /^[^\s@<>"'`]+@[^\s@<>"'`]+\.[^\s@<>"'`]+$/;

const nameRule = (max: number, pattern: RegExp, message: string) =>
  text()
    .transform((v) => v.normalize('NFC').trim())
    .pipe(z.string().min(1, REQUIRED).max(max, message).regex(pattern, message));

export const rules = {
  required: requiredText(),
  starRating: z.number({ error: MSG.starRating }).int(MSG.starRating).min(1, MSG.starRating).max(5, MSG.starRating),
  reason: text(MSG.reason).trim().min(1, MSG.reason).max(LIMITS.textMax, MSG.textTooLong),
  /** 0 or a positive integer without a leading zero. */
  number: z
    .union([z.number(), z.string()], { error: MSG.number })
    .transform(String)
    .pipe(z.string().regex(/^(0|[1-9]\d*)$/, MSG.number)),
  unitName: text().trim().min(1, REQUIRED).max(LIMITS.unitNameMax, MSG.unitName),
  contractSetName: text().trim().min(1, REQUIRED).max(LIMITS.contractSetNameMax, MSG.contractSetName),
  examHeadcount: z
    .union([z.number(), z.string()], { error: MSG.examHeadcount })
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d*$/, MSG.examHeadcount))
    .transform(Number)
    .pipe(z.number().max(1_000_000, MSG.examHeadcount)),
  contactName: nameRule(LIMITS.contactNameMax, LETTERS_SPACES_HYPHENS, MSG.contactName),
  search: text().trim().max(LIMITS.searchMax, MSG.search),
  // The max repeats what the pattern says, so forms can read the input's length from the rule (maxLengthOf).
  phone: text()
    .trim()
    .min(1, REQUIRED)
    .max(LIMITS.phoneDigits, MSG.phone)
    .regex(new RegExp(`^0\\d{${LIMITS.phoneDigits - 1}}$`), MSG.phone),
  otp: text()
    .trim()
    .min(1, REQUIRED)
    .max(LIMITS.otpDigits, MSG.otp)
    .regex(new RegExp(`^\\d{${LIMITS.otpDigits}}$`), MSG.otp),
  password: text().superRefine((value, ctx) => {
    const message = passwordProblem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  }),
  taxCode: text()
    .trim()
    .min(1, REQUIRED)
    .max(LIMITS.taxCodeMax, MSG.taxCode)
    .regex(/^[0-9-]+$/, MSG.taxCode),
  supplierName: nameRule(LIMITS.supplierNameMax, LETTERS_SPACES_HYPHENS, MSG.supplierName),
  ownerName: nameRule(LIMITS.ownerNameMax, LETTERS_SPACES, MSG.ownerName),
  email: text().trim().min(1, REQUIRED).max(LIMITS.emailMax, MSG.email).regex(EMAIL, MSG.email),
  introducerName: nameRule(LIMITS.introducerNameMax, LETTERS_SPACES, MSG.introducerName),
  username: text()
    .trim()
    .min(1, REQUIRED)
    .max(LIMITS.usernameMax, MSG.username)
    .regex(new RegExp(`^[A-Za-z0-9._-]{${LIMITS.usernameMin},${LIMITS.usernameMax}}$`), MSG.username),
} as const;

/** The parts a password lacks, in the order the message lists them. */
export function passwordMissingParts(value: string): string[] {
  const missing: string[] = [];
  if (value.length < LIMITS.passwordMin) missing.push(`ít nhất ${LIMITS.passwordMin} ký tự`);
  if (!/\p{Lu}/u.test(value)) missing.push('một chữ in hoa');
  if (!/\d/.test(value)) missing.push('một chữ số');
  if (!/[^\p{L}\p{N}\s]/u.test(value)) missing.push('một ký tự đặc biệt');
  return missing;
}

/** The message the password rule gives, or undefined when the password is acceptable. */
export function passwordProblem(value: string): string | undefined {
  if (value.length === 0) return MSG.required;
  if (/\s/.test(value)) return MSG.passwordWhitespace;
  if (value.length > LIMITS.passwordMax) return `${MSG.passwordWeakPrefix} tối đa ${LIMITS.passwordMax} ký tự.`;
  const missing = passwordMissingParts(value);
  return missing.length ? `${MSG.passwordWeakPrefix} ${missing.join(', ')}.` : undefined;
}

/** Adds the confirm-password rule to an object schema holding `field` and `confirmPassword`. */
export function withConfirmPassword<T extends z.ZodObject<z.ZodRawShape>>(schema: T, field: string) {
  return schema.superRefine((value: Record<string, unknown>, ctx) => {
    if (value.confirmPassword !== undefined && value.confirmPassword !== value[field]) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MSG.confirmPassword });
    }
  });
}

import { MSG } from '@portal/contract';
import type { FormRule } from 'antd';

type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

/**
 * The slice of a zod schema a form rule needs. Typed structurally so the web app gets the
 * rules (and their Vietnamese messages) from `@portal/contract` without importing zod itself.
 */
export type SafeParser = {
  safeParse: (value: unknown) => { success: true } | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
};

type ZodRuleOptions = {
  /** Show the required mark. The schema still decides the message for an empty value. */
  required?: boolean;
};

/** An empty input reads as "no value", so the schema gives its own "required" message. */
function normalise(value: unknown): unknown {
  return value === null || value === '' ? undefined : value;
}

/** First message the schema gives for `value`, or undefined when it accepts it. */
export function zodMessage(schema: SafeParser, value: unknown): string | undefined {
  const result = schema.safeParse(normalise(value));
  return result.success ? undefined : (result.error.issues[0]?.message ?? MSG.invalid);
}

/** An antd Form rule that validates with a contract schema and shows the schema's message. */
export function zodRule(schema: SafeParser, options: ZodRuleOptions = {}): RuleObject {
  return {
    required: options.required ?? true,
    validator: async (_rule, value: unknown) => {
      const message = zodMessage(schema, value);
      if (message) throw new Error(message);
    },
  };
}

/** Same, for a field that may stay empty: empty passes, anything typed must satisfy the schema. */
export function optionalZodRule(schema: SafeParser): RuleObject {
  return {
    required: false,
    validator: async (_rule, value: unknown) => {
      if (normalise(value) === undefined) return;
      const message = zodMessage(schema, value);
      if (message) throw new Error(message);
    },
  };
}

/** Confirm-password rule: equal to the value of `field`, else `message`. */
export function sameAsRule(field: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (normalise(value) !== undefined && value !== getFieldValue(field)) throw new Error(message);
    },
  });
}

/** A value that must be given (a picker, a select), with the contract's message for it. */
export function requiredRule(message: string): RuleObject {
  return { required: true, message };
}

import { z } from '../zod.ts';

/**
 * The longest string `schema` accepts, for an input's `maxLength`, so a form field takes its
 * limit from the rule it validates with. Looks through optional, nullable and default wrappers
 * and through pipes (the name rules trim, then check); undefined when nothing caps the length.
 */
export function maxLengthOf(schema: z.core.$ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return maxLengthOf(schema.unwrap());
  if (schema instanceof z.ZodDefault) return maxLengthOf(schema.removeDefault());
  if (schema instanceof z.ZodPipe) {
    const caps = [maxLengthOf(schema.in), maxLengthOf(schema.out)].filter((cap) => cap !== undefined);
    return caps.length ? Math.min(...caps) : undefined;
  }
  return undefined;
}

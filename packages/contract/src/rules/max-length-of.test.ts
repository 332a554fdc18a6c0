import { z } from '../zod.ts';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants.ts';
import { profileUpdateBodySchema } from '../schemas/profile.ts';
import { rules, optionalText } from './index.ts';
import { maxLengthOf } from './max-length-of.ts';

describe('maxLengthOf', () => {
  it('reads the cap of the shared rules', () => {
    expect(maxLengthOf(rules.email)).toBe(LIMITS.emailMax);
    expect(maxLengthOf(rules.phone)).toBe(LIMITS.phoneDigits);
    expect(maxLengthOf(rules.otp)).toBe(LIMITS.otpDigits);
    expect(maxLengthOf(rules.username)).toBe(LIMITS.usernameMax);
    expect(maxLengthOf(rules.taxCode)).toBe(LIMITS.taxCodeMax);
    expect(maxLengthOf(rules.search)).toBe(LIMITS.searchMax);
  });

  it('looks through the trim-then-check pipe of the name rules', () => {
    expect(maxLengthOf(rules.supplierName)).toBe(LIMITS.supplierNameMax);
    expect(maxLengthOf(rules.ownerName)).toBe(LIMITS.ownerNameMax);
    expect(maxLengthOf(rules.introducerName)).toBe(LIMITS.introducerNameMax);
  });

  it('looks through optional, nullable and default, and takes the smaller cap of a pipe', () => {
    expect(maxLengthOf(optionalText(255))).toBe(255);
    expect(maxLengthOf(profileUpdateBodySchema.shape.representative)).toBe(50);
    expect(maxLengthOf(z.string().max(7).nullable())).toBe(7);
    expect(maxLengthOf(z.string().max(7).default('x'))).toBe(7);
    expect(maxLengthOf(z.string().max(9).pipe(z.string().max(4)))).toBe(4);
  });

  it('is undefined when nothing caps the length', () => {
    expect(maxLengthOf(z.string())).toBeUndefined();
    expect(maxLengthOf(rules.password)).toBeUndefined();
    expect(maxLengthOf(z.number().max(5))).toBeUndefined();
  });
});

import { MSG, rules } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { optionalZodRule, sameAsRule, zodMessage, zodRule } from './zod-rule';

type Validator = (rule: unknown, value: unknown) => Promise<void>;

async function run(rule: unknown, value: unknown): Promise<string | undefined> {
  const validator = (rule as { validator: Validator }).validator;
  try {
    await validator({}, value);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('zodRule', () => {
  it('marks the field required and accepts a valid value', async () => {
    const rule = zodRule(rules.phone);
    expect(rule.required).toBe(true);
    expect(await run(rule, '0912345678')).toBeUndefined();
  });

  it("gives the schema's own message", async () => {
    expect(await run(zodRule(rules.phone), '12345')).toBe(MSG.phone);
    expect(await run(zodRule(rules.email), 'not-an-email')).toBe(MSG.email);
    expect(await run(zodRule(rules.taxCode), '12a')).toBe(MSG.taxCode);
    expect(await run(zodRule(rules.otp), '12345')).toBe(MSG.otp);
  });

  it('reads an empty or missing value as "required"', async () => {
    expect(await run(zodRule(rules.phone), '')).toBe(MSG.required);
    expect(await run(zodRule(rules.phone), undefined)).toBe(MSG.required);
    expect(await run(zodRule(rules.email), null)).toBe(MSG.required);
  });

  it('lists what a weak password lacks', async () => {
    const message = await run(zodRule(rules.password), 'abc');
    expect(message).toBe(`${MSG.passwordWeakPrefix} ít nhất 8 ký tự, một chữ in hoa, một chữ số, một ký tự đặc biệt.`);
    expect(await run(zodRule(rules.password), 'Abcdefg1')).toBe(`${MSG.passwordWeakPrefix} một ký tự đặc biệt.`);
    expect(await run(zodRule(rules.password), 'Abc def1!')).toBe(MSG.passwordWhitespace);
    expect(await run(zodRule(rules.password), 'Demo@123')).toBeUndefined();
  });

  it('optional rule: empty passes, anything typed must satisfy the schema', async () => {
    const rule = optionalZodRule(rules.phone);
    expect(rule.required).toBe(false);
    expect(await run(rule, '')).toBeUndefined();
    expect(await run(rule, '123')).toBe(MSG.phone);
  });

  it('zodMessage returns undefined for valid input', () => {
    expect(zodMessage(rules.supplierName, 'Công ty Ánh Dương')).toBeUndefined();
    expect(zodMessage(rules.supplierName, 'Công ty 123')).toBe(MSG.supplierName);
  });
});

describe('sameAsRule', () => {
  const form = (password: string) => ({ getFieldValue: (name: string) => (name === 'password' ? password : undefined) });
  const build = (password: string) => (sameAsRule('password', MSG.confirmPassword) as (f: unknown) => unknown)(form(password));

  it('accepts the same value and refuses another with the spec message', async () => {
    expect(await run(build('Demo@123'), 'Demo@123')).toBeUndefined();
    expect(await run(build('Demo@123'), 'Demo@124')).toBe(MSG.confirmPassword);
  });

  it('leaves an empty value to the required rule', async () => {
    expect(await run(build('Demo@123'), '')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { parseSignedInHint, signedInHintValue } from './constants.ts';

describe('the signed-in hint (a cookie the web app sets, the server reads)', () => {
  it('names the partner type and whether it is a sub-user, and reads back the same', () => {
    expect(signedInHintValue('collaborator', false)).toBe('collaborator');
    expect(signedInHintValue('company', true)).toBe('company-sub');
    expect(parseSignedInHint('collaborator')).toEqual({ type: 'collaborator', isSubUser: false });
    expect(parseSignedInHint('company-sub')).toEqual({ type: 'company', isSubUser: true });
  });

  it("an older build's '1' or an unknown value: signed in, type unknown; nothing: not signed in", () => {
    expect(parseSignedInHint('1')).toEqual({ type: null });
    expect(parseSignedInHint('admin')).toEqual({ type: null });
    expect(parseSignedInHint('-sub')).toEqual({ type: null });
    expect(parseSignedInHint('')).toBeNull();
    expect(parseSignedInHint(undefined)).toBeNull();
  });
});

import { z } from '../zod.ts';
import { LOGIN_LIMITS } from '../constants.ts';
import { MSG } from '../messages.ts';
import { partnerTypeSchema } from './partner-type.ts';
import { optionalText, rules, text, withConfirmPassword } from '../rules/index.ts';

export const typeParamsSchema = z.object({ type: partnerTypeSchema });

export const loginBodySchema = z.object({
  username: text().trim().min(1, MSG.required).max(LOGIN_LIMITS.usernameMax, MSG.loginFailed),
  password: text().min(1, MSG.required).max(LOGIN_LIMITS.passwordMax, MSG.loginFailed),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  type: partnerTypeSchema,
  isSubUser: z.boolean(),
  expiresAt: z.string(),
  user: z.object({ id: z.string(), username: z.string() }),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** Text fields of the registration form (spec 1 §2.5, SPEC-NOTES 16); files come as BusinessLicenseFile[]. */
export const registerFieldsSchema = withConfirmPassword(
  z.object({
    username: rules.username,
    password: rules.password,
    confirmPassword: text().optional(),
    supplierName: rules.supplierName,
    ownerName: rules.ownerName,
    taxCode: rules.taxCode,
    phone: rules.phone,
    email: rules.email,
    introducerName: rules.introducerName,
  }),
  'password',
);
export type RegisterFields = z.infer<typeof registerFieldsSchema>;
export const REGISTER_FILE_FIELD = 'BusinessLicenseFile[]';

export const registerResultSchema = z.object({
  id: z.string(),
  username: z.string(),
  status: z.literal('pending'),
});

export const forgotPasswordBodySchema = z
  .object({
    method: z.enum(['email', 'phone'], { error: 'Vui lòng chọn phương thức nhận mã OTP!' }),
    email: optionalText(100),
    phoneNumber: optionalText(15),
    code: optionalText(100),
  })
  .superRefine((v, ctx) => {
    if (v.method === 'email') {
      const r = rules.email.safeParse(v.email);
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['email'], message: r.error.issues[0]?.message ?? MSG.email });
    } else {
      const r = rules.phone.safeParse(v.phoneNumber);
      if (!r.success) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: r.error.issues[0]?.message ?? MSG.phone });
    }
  });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const forgotPasswordResultSchema = z.object({
  /** The OTP challenge the next step answers (the spec calls it userId). */
  userId: z.string(),
  method: z.enum(['email', 'phone']),
  expiresAt: z.string(),
});

export const verifyOtpBodySchema = z.object({
  userId: text().trim().min(1, MSG.required).max(100, MSG.otpInvalid),
  otp: rules.otp,
});
export const verifyOtpResultSchema = z.object({ token: z.string() });

export const resetPasswordBodySchema = withConfirmPassword(
  z.object({
    token: text().min(1, MSG.required).max(200, MSG.resetTokenInvalid),
    newPassword: rules.password,
    confirmPassword: text().optional(),
  }),
  'newPassword',
);

/** POST /api/partner/{type}/auth/set-password: a new staff member's first password, from the e-mailed link. */
export const setPasswordBodySchema = resetPasswordBodySchema;
export type SetPasswordBody = z.input<typeof setPasswordBodySchema>;

export const changePasswordBodySchema = withConfirmPassword(
  z.object({
    currentPassword: text().min(1, MSG.required).max(200, MSG.currentPasswordWrong),
    newPassword: rules.password,
    confirmPassword: text().min(1, MSG.required),
  }),
  'newPassword',
);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export type RegisterResult = z.infer<typeof registerResultSchema>;
export type ForgotPasswordResult = z.infer<typeof forgotPasswordResultSchema>;
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;
export type VerifyOtpResult = z.infer<typeof verifyOtpResultSchema>;
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

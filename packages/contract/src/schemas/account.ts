import { z } from '../zod.ts';
import { listOf, pageQuerySchema } from './envelope.ts';
import { idParamSchema } from './files.ts';
import { typeParamsSchema } from './auth.ts';

/** The account page's signed-in devices (a device is one signed-in session). */
export const ACCOUNT_MSG = {
  sessionEnded: 'Đã đăng xuất thiết bị',
  otherSessionsEnded: 'Đã đăng xuất khỏi tất cả thiết bị khác',
  sessionNotFound: 'Không tìm thấy phiên đăng nhập!',
} as const;

/** One signed-in session of the caller's account, as `GET …/account/sessions` lists it. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** Browser and system read from the login's user agent: 'Chrome 142 trên Windows' (`describeUserAgent`). */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session that made this call. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionListSchema = listOf(accountSessionSchema);
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

/** GET …/account/sessions: page from 1, newest activity first. */
export const accountSessionQuerySchema = pageQuerySchema;
export type AccountSessionQuery = z.infer<typeof accountSessionQuerySchema>;

/** DELETE /api/partner/v1/{type}/account/sessions/{id} */
export const accountSessionParamsSchema = typeParamsSchema.extend({ id: idParamSchema });
/** DELETE /api/admin/me/sessions/{id} */
export const operatorSessionParamsSchema = z.object({ id: idParamSchema });

/** DELETE …/sessions/{id}: whether the caller ended its own session (then it is logged out). */
export const endSessionResultSchema = z.object({ current: z.boolean() });
export type EndSessionResult = z.infer<typeof endSessionResultSchema>;

/** POST …/sessions/logout-all: how many other sessions ended. */
export const endOtherSessionsResultSchema = z.object({ count: z.number().int() });
export type EndOtherSessionsResult = z.infer<typeof endOtherSessionsResultSchema>;

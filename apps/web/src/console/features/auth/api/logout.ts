import { operatorSelfEndpoints } from '@portal/contract';
import { consoleApi } from '../../../lib/console-api';
import { clearOperatorSession } from '../../../lib/operator-session';

/** POST /api/admin/auth/logout, then local logout whatever the answer (spec 1 §4). */
export async function logout(): Promise<void> {
  try {
    await consoleApi.call(operatorSelfEndpoints.logout, { silent: true, successNotice: false });
  } catch {
    // the session ends locally anyway
  } finally {
    clearOperatorSession();
  }
}

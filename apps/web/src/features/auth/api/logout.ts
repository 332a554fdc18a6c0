import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clearSession, getSession, type Session } from '@/lib/session';

/** POST /api/partner/v1/{type}/profile/logout for `session`, silently (SPEC-NOTES 2, 4; the call: auth-calls.ts, loaded on demand). */
export async function logoutOnServer(session: Session): Promise<void> {
  try {
    await (await import('./auth-calls')).logout(session);
  } catch {
    // The local logout has already happened; a failed call changes nothing for the user.
  }
}

/**
 * The menu's "Đăng xuất": go home, end the session here at once, then tell the server with
 * the old token. The local logout does not wait for (or depend on) the server.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const session = getSession();
    void navigate(paths.home.getHref());
    clearSession();
    if (session) void logoutOnServer(session);
  }, [navigate]);
}

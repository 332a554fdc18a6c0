import { type PopupDismissBody, popupEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/partner/popup/:id/dismiss: the server remembers the closing for this account, under
 * the popup's frequency (once, every N days, every sign-in session); "Không hiển thị lại" for good.
 * Quiet like the popup itself: no notice either way.
 */
export async function dismissPopup(id: string, body: PopupDismissBody): Promise<void> {
  await api.call(popupEndpoints.dismiss, { params: { id }, body, silent: true, successNotice: false });
}

export function useDismissPopup() {
  return useMutation({
    mutationFn: ({ id, dontShowAgain }: { id: string; dontShowAgain: boolean }) => dismissPopup(id, { dontShowAgain }),
  });
}

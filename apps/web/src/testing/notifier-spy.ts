import { vi } from 'vitest';
import { type Notifier, setNotifier } from '@/lib/notifier';

/** Installs a recording notifier in place of antd's, for API client tests. */
export function spyNotifier() {
  const notifier = {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
    destroy: vi.fn(),
  } satisfies Notifier;
  setNotifier(notifier);
  return notifier;
}

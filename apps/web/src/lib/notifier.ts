import type { NotificationArgsProps } from 'antd';
import type { Key } from 'react';

/**
 * The antd notification API, made reachable outside React. `<NotifierProvider>` (rendered once
 * inside ConfigProvider) hands over the instance of antd's notification hook, so the notices
 * follow the app's theme and locale; the API client and the screens call `notifier()` at any
 * time (never the static `notification.*`).
 */
export type Notifier = {
  success: (args: NotificationArgsProps) => void;
  error: (args: NotificationArgsProps) => void;
  info: (args: NotificationArgsProps) => void;
  warning: (args: NotificationArgsProps) => void;
  destroy: (key?: Key) => void;
};

const fallback: Notifier = {
  success: () => {},
  error: (args) => console.error(args.title, args.description),
  info: () => {},
  warning: (args) => console.warn(args.title, args.description),
  destroy: () => {},
};

let current: Notifier = fallback;

export function setNotifier(next: Notifier | null): void {
  current = next ?? fallback;
}

export function notifier(): Notifier {
  return current;
}

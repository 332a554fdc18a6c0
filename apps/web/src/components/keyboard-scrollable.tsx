import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Around an antd table: the scrolling boxes antd draws inside it (a table's scrolling body) are
 * made reachable with the keyboard — focusable, and named for screen readers. A table whose rows
 * hold no link or button could otherwise not be scrolled without a mouse (WCAG 2.1.1).
 */
export function KeyboardScrollable({ label, children }: { label: string; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const scroller of box.current?.querySelectorAll<HTMLElement>('.ant-table-content, .ant-table-body') ?? []) {
      if (scroller.tabIndex >= 0) continue;
      scroller.tabIndex = 0;
      scroller.setAttribute('role', 'region');
      scroller.setAttribute('aria-label', label);
    }
  });
  return <div ref={box}>{children}</div>;
}

import type { KeyboardEvent } from 'react';

/** A table row that opens something: by click, or by Enter on the focused row (keyboard users tab through rows). */
export function openRow(label: string, open: () => void) {
  return {
    className: 'companies-row',
    tabIndex: 0,
    'aria-label': label,
    onClick: open,
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.key === 'Enter' && e.target === e.currentTarget) open();
    },
  };
}

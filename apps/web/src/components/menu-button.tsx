import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon } from './icons';

export type MenuButtonItem =
  | { key: string; label: ReactNode; to: string }
  | { key: string; label: ReactNode; onSelect: () => void; danger?: boolean };

type MenuButtonProps = {
  /** The trigger's content. */
  children: ReactNode;
  items: readonly MenuButtonItem[];
  triggerClassName?: string;
  /** Accessible name when the trigger's text is not enough. */
  triggerLabel?: string;
  testId?: string;
  align?: 'left' | 'right';
};

/**
 * A disclosure menu (button + list of links/actions) for the header. Plain markup instead of
 * antd's Dropdown: the header ships with the first page and Dropdown brings Menu, Trigger and
 * Tooltip (~30 KB gzip) along.
 */
export function MenuButton({ children, items, triggerClassName, triggerLabel, testId, align = 'right' }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: closes when focus leaves the menu
    <div
      ref={root}
      className="menu-button"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={triggerClassName ?? 'menu-button__trigger'}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={triggerLabel}
        data-testid={testId}
        onClick={() => setOpen((value) => !value)}
      >
        {children}
        <ChevronDownIcon className="menu-button__caret" />
      </button>
      <ul id={listId} className={`menu-button__list menu-button__list--${align}`} hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            {'to' in item ? (
              <Link to={item.to} className="menu-button__item" onClick={() => setOpen(false)}>
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                className={item.danger ? 'menu-button__item menu-button__item--danger' : 'menu-button__item'}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { OperatorPermission } from '@portal/contract';

/**
 * What an operator may open: a page or menu item needs one permission (or none: every operator).
 * Pure, so menus and guards decide the same way and tests need no React.
 */
export function canOpen(granted: readonly string[] | undefined, needed: OperatorPermission | undefined): boolean {
  if (!needed) return true;
  return granted?.includes(needed) ?? false;
}

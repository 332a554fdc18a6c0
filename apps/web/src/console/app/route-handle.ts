import type { OperatorPermission } from '@portal/contract';

/** What each console route tells the layout: its breadcrumb, its menu group, who may open it. */
export type ConsoleHandle = {
  crumb: string;
  group?: string;
  /** A link back up (a detail page's list). */
  parent?: { title: string; href: string };
  permission?: OperatorPermission;
};

export const isConsoleHandle = (handle: unknown): handle is ConsoleHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { crumb?: unknown }).crumb === 'string';

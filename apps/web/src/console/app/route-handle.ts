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

/**
 * The breadcrumb trail a page's handle names after 'Quản trị' (the dashboard names none of its
 * own): its menu group, the list a detail page belongs to, the page. Drawn as links by the layout,
 * as plain text by the server's frame (console-frame.tsx).
 */
export function crumbTrail(handle: ConsoleHandle | undefined): { title: string; href?: string }[] {
  if (!handle) return [];
  return [
    ...(handle.group ? [{ title: handle.group }] : []),
    ...(handle.parent ? [{ title: handle.parent.title, href: handle.parent.href }] : []),
    ...(handle.crumb !== DASHBOARD_CRUMB ? [{ title: handle.crumb }] : []),
  ];
}

/** The dashboard's crumb, which the trail leaves to its first link ('Quản trị'). */
export const DASHBOARD_CRUMB = 'Bảng điều khiển';

/** Where a console route's `lazy` names its desk module (app/routes/<name>.tsx), for the server's frame. */
export const DESK_MODULE = 'deskModule';

/** The desk module a matched route loads, when its `lazy` names one. */
export function deskModuleOf(route: { lazy?: unknown }): string | undefined {
  const name = (route.lazy as { [DESK_MODULE]?: unknown } | undefined)?.[DESK_MODULE];
  return typeof name === 'string' ? name : undefined;
}

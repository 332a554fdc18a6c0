import type { AppRouteKey } from '@/config/paths';

/** Static data on each route object (read through useMatches, available before `lazy` loads). */
export type RouteHandle = {
  route: AppRouteKey;
  /** false hides the header and footer (login pages). */
  chrome?: boolean;
  /**
   * A page made to be framed by another page of the portal (an order's progress): no header,
   * footer or banners, no page background.
   */
  embedded?: boolean;
  /** The lazy route module's file name in `app/routes/` (`login`), for the server's preload links. */
  module?: string;
  /** The page draws antd components: the server links antd's stylesheet in its head. */
  antd?: boolean;
  /**
   * Dialogs the address opens, by search parameter: the dialog module's file (`src/…`), whose chunks the
   * server sends with the page when the address carries the parameter (the page draws the dialog: its
   * route module's `firstModules`).
   */
  opens?: Readonly<Record<string, string>>;
};

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { route?: unknown }).route === 'string';
}

import { z } from '../zod.ts';

/*
 * The signed-in partner's home (issue 20): what waits for it, a few figures, its unread
 * notifications. `GET /api/partner/v1/{type}/home/workspace`; each part is read only when the
 * account's role may see its area.
 */

export const workspaceItemSchema = z.object({
  kind: z.string(),
  title: z.string(),
  detail: z.string(),
  /** A day ('YYYY-MM-DD') or an instant (ISO) the partner should act by; null when none. */
  deadline: z.string().nullable(),
  link: z.string(),
});
export type WorkspaceItem = z.infer<typeof workspaceItemSchema>;

export const workspaceFigureSchema = z.object({ key: z.string(), label: z.string(), value: z.number().int(), link: z.string() });
export type WorkspaceFigure = z.infer<typeof workspaceFigureSchema>;

export const workspaceSchema = z.object({
  /** Oldest deadline first, at most `WORKSPACE_LIMIT`. */
  waiting: z.array(workspaceItemSchema),
  waitingTotal: z.number().int(),
  /** What the list leaves out, by the screen that shows it ('3 chỉ định chờ xác nhận' → /chi-dinh). */
  waitingMore: z.array(z.object({ count: z.number().int(), label: z.string(), link: z.string() })),
  figures: z.array(workspaceFigureSchema),
  unread: z.number().int(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const WORKSPACE_LIMIT = 6;

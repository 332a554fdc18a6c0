/**
 * Spec 3 §2: a page opens its order dialog on arrival when the navigation state carries
 * `editMode` (`navigate(href, { state: { editMode: true } })`).
 */
export const EDIT_MODE_STATE = { editMode: true } as const;

export const isEditModeArrival = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { editMode?: unknown }).editMode === true;

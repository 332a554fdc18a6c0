/**
 * Spec 3 §2: a page opens its edit form on arrival when the navigation state carries `editMode`
 * (`navigate(href, { state: { editMode: true } })`): the order dialog, the sub-unit profile.
 */
export const EDIT_MODE_STATE = { editMode: true } as const;

export const isEditModeArrival = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { editMode?: unknown }).editMode === true;

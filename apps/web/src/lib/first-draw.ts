/**
 * How a page's first draw goes where it is not the browser's own: the server's render (no window to
 * measure) and the browser's takeover of a frame the server drew with the page's data.
 */

let serverPhone = false;
let takingOverData = false;

/**
 * Runs `render` (synchronous: one renderToString) drawn for a phone or not: what the browser said
 * of itself (its client hints or user agent), as the server cannot measure a viewport. The
 * browser's own render then measures it (components/responsive-table.tsx).
 */
export function renderForPhone<T>(phone: boolean, render: () => T): T {
  serverPhone = phone;
  try {
    return render();
  } finally {
    serverPhone = false;
  }
}

/** On the server: whether the page is drawn for a phone (renderForPhone). */
export const serverDrawsPhone = (): boolean => serverPhone;

/** The frame on screen was drawn with the page's data (its partner's token): the takeover draws its rows at once, as the frame shows them. */
export function takeOverWithData(on: boolean): void {
  takingOverData = on;
}

/**
 * A list draws its first rows in its first render: on the server, and in the browser's takeover of a
 * frame that already shows them (drawing the list loading first would blank rows already on screen).
 */
export const rowsAtOnce = (): boolean => typeof window === 'undefined' || takingOverData;

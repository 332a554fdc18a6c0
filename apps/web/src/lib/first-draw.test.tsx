import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CLIENT_RENDERED_BOUNDARY, drawWhole } from './first-draw';

/** A part loaded on demand whose code comes `ms` after it is first asked for (never, without `ms`). */
function lazyPart(ms?: number) {
  let asked = 0;
  const Part = lazy(() => {
    asked += 1;
    return new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      if (ms !== undefined) setTimeout(() => resolve({ default: () => <p>the part</p> }), ms);
    });
  });
  const draw = () =>
    renderToString(
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>,
    );
  return { draw, asked: () => asked };
}

describe("drawWhole: the server's page with its parts loaded on demand", () => {
  it('draws again once the part has loaded, so the page comes whole (no boundary left to the browser)', async () => {
    const part = lazyPart(3);
    // Drawn once, as renderToString does: the fallback, marked for the browser.
    expect(part.draw()).toContain(CLIENT_RENDERED_BOUNDARY);
    const html = await drawWhole(part.draw);
    expect(html).toContain('the part');
    expect(html).not.toContain(CLIENT_RENDERED_BOUNDARY);
    expect(part.asked()).toBe(1);
  });

  it('gives up after its retries on a part that never loads: the fallback, for the browser', async () => {
    const part = lazyPart();
    const html = await drawWhole(part.draw, 2);
    expect(html).toContain(CLIENT_RENDERED_BOUNDARY);
    expect(html).toContain('loading');
  });

  it('draws a page without such parts once', async () => {
    let draws = 0;
    const html = await drawWhole(() => {
      draws += 1;
      return '<p>whole</p>';
    });
    expect(html).toBe('<p>whole</p>');
    expect(draws).toBe(1);
  });
});

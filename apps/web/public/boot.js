// Starts the app on a page the server rendered, once that page has been painted: its scripts then
// do not share a slow phone connection with the first paint. The entry and the page's chunks come
// from the data block the server wrote (entry-server.tsx); they are all requested at once. The
// entry's shared chunks then run one at a time, each in a task of its own, before the entry: run
// as one module graph they held the main thread for one long task.
(() => {
  const data = JSON.parse(document.getElementById('portal-boot')?.textContent ?? '{}');
  const add = (tag, attrs) => {
    const el = document.createElement(tag);
    el.crossOrigin = '';
    Object.assign(el, attrs);
    document.head.append(el);
    return el;
  };
  const run = (src) =>
    new Promise((resolve) => {
      const script = add('script', { type: 'module', src });
      script.onload = resolve;
      script.onerror = resolve;
    });
  // The next task, without the 4 ms a chain of timers is held to (the scheduler's yield where the
  // browser has it, else a message to this page).
  const channel = new MessageChannel();
  const waiting = [];
  channel.port1.onmessage = () => waiting.shift()?.();
  const nextTask = () =>
    globalThis.scheduler?.yield
      ? globalThis.scheduler.yield()
      : new Promise((resolve) => {
          waiting.push(resolve);
          channel.port2.postMessage(0);
        });
  const start = async () => {
    // The page came with the rules of antd's sheet it draws (a <style data-antd-rules>): the whole
    // sheet now, in that place, for what the app draws next (lib/antd-styles.ts waits for it).
    if (data.antdStyles && !document.querySelector('link[data-antd-styles]')) {
      const sheet = document.createElement('link');
      sheet.rel = 'stylesheet';
      sheet.href = data.antdStyles;
      sheet.dataset.antdStyles = '';
      document.head.insertBefore(sheet, document.querySelector('style[data-antd-rules]') ?? document.head.firstChild);
      await nextTask();
    }
    // A link starts a request, which costs the main thread a few milliseconds on a phone (measured
    // here: 5–8 ms under Lighthouse, eight links a 30–65 ms task): one link a task.
    for (const href of data.preload ?? []) {
      add('link', { rel: 'modulepreload', href });
      await nextTask();
    }
    for (const src of data.stages ?? []) {
      await run(src);
      await nextTask();
    }
    if (data.entry) add('script', { type: 'module', src: data.entry });
  };
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  // After the first contentful paint (where the browser reports it), else after the load event.
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // no paint timing: the load event below decides
  }
  const afterLoad = () => requestAnimationFrame(() => setTimeout(once, 300));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
})();

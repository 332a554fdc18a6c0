/**
 * antd's deprecation warnings: an API that the next major version of antd removes. antd prints them
 * through `console.error` as `Warning: [antd: Component] \`prop\` is deprecated. Please use …`
 * (antd/es/_util/warning.js, by way of @rc-component/util's warning), or, under a ConfigProvider
 * with `warning={{ strict: false }}`, once through `console.warn` as `[antd] There exists deprecated
 * usage in your code:`. The shared setup (setup.ts) fails the test that printed one; every other
 * line on the console passes through untouched.
 */
const DEPRECATION = /^Warning: \[antd: [^\]]+\] .*\bdeprecated\b|^\[antd\] There exists deprecated usage/;

const SEEN = Symbol.for('portal.antdDeprecations');
const WATCHED = Symbol.for('portal.antdDeprecations.watched');

type Store = typeof globalThis & { [SEEN]?: string[] };
type Watched = ((...args: unknown[]) => void) & { [WATCHED]?: true };

/**
 * The warnings printed since the last call, and forgets them. Kept on the global object: with
 * shared modules (vitest.config.ts, `isolate: false`) or without, every file of a worker sees the
 * same console.
 */
export function takeAntdDeprecations(): string[] {
  const store = globalThis as Store;
  const seen = store[SEEN] ?? [];
  store[SEEN] = [];
  return seen;
}

/** Notes every antd deprecation printed on the console (once per console object), and still prints it. */
export function watchAntdDeprecations() {
  const store = globalThis as Store;
  store[SEEN] ??= [];
  for (const level of ['error', 'warn'] as const) {
    if ((console[level] as Watched)[WATCHED]) continue;
    const print = console[level];
    const watched: Watched = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && DEPRECATION.test(args[0])) store[SEEN] = [...(store[SEEN] ?? []), args[0]];
      print.apply(console, args);
    };
    watched[WATCHED] = true;
    console[level] = watched;
  }
}

/** Throws (failing the test it runs after) when antd printed a deprecation warning. */
export function failOnAntdDeprecations() {
  const seen = [...new Set(takeAntdDeprecations())];
  if (seen.length > 0) {
    throw new Error(
      `antd printed ${seen.length === 1 ? 'a deprecation warning' : 'deprecation warnings'} (use the API it names):\n${seen.join('\n')}`,
    );
  }
}

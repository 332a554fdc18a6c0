import { config, locales, z } from 'zod';

/*
 * zod as the contract builds its schemas with it: every module of the contract imports `z` from
 * here, so this runs before the first schema is built, in the browser as on the server (a
 * statement in the package's index did not: the browser build drops what a side-effect-free
 * module does beside its exports, and zod read its defaults).
 * - zod's own messages (wrong type, unknown enum value …) in Vietnamese;
 * - jitless in the browser: zod never compiles validators with `new Function`, which the portal's
 *   content security policy refuses (a schema built without it tries, and the browser reports the
 *   refusal). In Node (the API, the server renderer, the tests) zod compiles them: a page of ten
 *   24-field rows parses and encodes in 5.5 instead of 37.5 µs. It has to be decided here, before
 *   the first schema: zod reads the setting when a schema is built, and probes `new Function`
 *   only once, answering "no" for good if the first schema was built jitless.
 */
config({ ...locales.vi(), jitless: !isNode() });

function isNode(): boolean {
  const { process } = globalThis as { process?: { versions?: { node?: unknown } } };
  return typeof process?.versions?.node === 'string';
}

export { z };

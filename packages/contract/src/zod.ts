import { config, locales, z } from 'zod';

/*
 * zod as the contract builds its schemas with it: every module of the contract imports `z` from
 * here, so this runs before the first schema is built, in the browser as on the server (a
 * statement in the package's index did not: the browser build drops what a side-effect-free
 * module does beside its exports, and zod read its defaults).
 * - zod's own messages (wrong type, unknown enum value …) in Vietnamese;
 * - jitless: zod never compiles validators with `new Function`, which the portal's content
 *   security policy refuses (a schema built without it tries, and the browser reports the refusal).
 *   The server turns compiling back on for the schemas it builds after the contract's
 *   (apps/api/src/lib/zod-compiled.ts).
 */
config({ ...locales.vi(), jitless: true });

export { z };

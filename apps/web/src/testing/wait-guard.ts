/**
 * How long a component test may run before it counts as hung (vitest's testTimeout), and how long a
 * wait for a state may last (Testing Library's asyncUtilTimeout, a little less, so a wait that never
 * ends fails with its own message and the DOM it saw). No wait has a deadline of its own: on a busy
 * machine a state takes longer to appear, and a test that waits for it must not fail for that.
 */
export const TEST_GUARD_MS = 120_000;
export const WAIT_GUARD_MS = 100_000;

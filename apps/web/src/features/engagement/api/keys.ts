/** The engagement area's queries: the cooperation programmes are public, so not under a partner's key. */
export const engagementKey = () => ['engagement'] as const;
export const cooperationPagesKey = () => [...engagementKey(), 'cooperation'] as const;

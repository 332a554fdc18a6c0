import { describe, expect, it } from 'vitest';
import { consoleRoutes } from './routes';

describe('console routes', () => {
  it('every top route has a fallback for a direct load of a lazy page (no React Router warning)', () => {
    for (const route of consoleRoutes) expect(route.HydrateFallback, route.path).toBeDefined();
  });
});

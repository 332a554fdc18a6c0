import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { ICON_NAME_MODULES, translateIconModule } from './icon-names-plugin.ts';

/**
 * The tests' half of icon-names-plugin.ts. Vitest hands antd and @ant-design/icons to Node (they
 * are dependencies, not transformed by Vite's plugins), so the same rewrite is applied where Node
 * loads them: vitest.config.ts starts every test worker with `--import` of this file, before any
 * module of antd is loaded.
 */
registerHooks({
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (!url.startsWith('file:')) return loaded;
    const path = fileURLToPath(url).replaceAll('\\', '/');
    if (!ICON_NAME_MODULES.some((test) => test.test(path))) return loaded;
    const code = translateIconModule(String(loaded.source), path);
    return code === null ? loaded : { ...loaded, source: code };
  },
});

import { type ComponentType, lazy } from 'react';
import { loadAntdLocale } from '@/lib/antd-locale';
import { loadAntdStyles } from '@/lib/antd-styles';

type ScopeModule = typeof import('./antd-scope');

/** Loads antd's scope (theme, Vietnamese texts, stylesheet) beside a lazy part's own code. */
export const loadAntdScope = (): Promise<ScopeModule> =>
  Promise.all([import('./antd-scope'), loadAntdLocale(), loadAntdStyles()]).then(([scope]) => scope);

/** `Component` drawn inside antd's theme and Vietnamese texts. */
export function inAntdScope<P extends object>(Component: ComponentType<P>, { AntdScope }: ScopeModule): ComponentType<P> {
  const Scoped = (props: P) => (
    <AntdScope>
      <Component {...props} />
    </AntdScope>
  );
  Scoped.displayName = `InAntdScope(${Component.displayName ?? Component.name})`;
  return Scoped;
}

/**
 * `React.lazy` for a part that draws antd components: its code and antd's scope load together,
 * and it renders inside the scope (components/antd-scope.tsx).
 */
export function lazyInAntdScope<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, scope] = await Promise.all([load(), loadAntdScope()]);
    return { default: inAntdScope(Component, scope) };
  });
}

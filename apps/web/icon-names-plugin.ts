import type { Plugin } from 'vite';
import { CLEAR_ICON_NAME, ICON_NAMES, ICON_NAMES_BY_CLASS, SELECT_CLEAR_NAME, STEP_NAMES } from './src/lib/icon-names.ts';

/**
 * Vietnamese screen-reader names for antd's icons (src/lib/icon-names.ts says why a map and not
 * `aria-hidden`). Neither @ant-design/icons nor antd's ConfigProvider lets the app change the
 * `aria-label` the icon component writes (`icon.name`), so its module is rewritten as it loads:
 *
 * - `AntdIcon.js` and `AntdIconLight.js` (es and lib: antd's components load the former, the
 *   server build resolves `@ant-design/icons` to the latter): `"aria-label": icon.name` becomes a
 *   lookup in the map, inlined into the module so that CommonJS and ES builds need no import;
 * - antd's `useAllowClear` (es and lib): the default clear icon, an input's clear button's only
 *   content, gets the clear button's name (its glyph otherwise reads as the error status);
 * - the select's clear button and the number box's step buttons (CONTROL_LABELS).
 *
 * Applied by `iconNamesPlugin()` in the client and server builds (and, for the dev server, in the
 * dependency optimizer), and in the tests, where Node itself loads antd, by `icon-names-hook.ts`.
 * A module that no longer holds the expected code throws: an upgrade of antd or its icons fails
 * the build and the tests instead of bringing the English names back unnoticed.
 */

const ICON_COMPONENT = /\/@ant-design\/icons\/(?:es|lib)\/components\/AntdIcon(?:Light)?\.js$/;
// antd's inputs' and pickers' clear icon (useAllowClear), and its Select's (useIcons).
const ALLOW_CLEAR = /\/antd\/(?:es|lib)\/(?:_util\/hooks\/useAllowClear|select\/useIcons)\.js$/;
/**
 * Two English names antd's locale does not reach, written as plain strings in the rc components: a
 * select's clear button ('Clear') and a number box's step buttons ('Increase Value', 'Decrease Value').
 */
const CONTROL_LABELS: readonly { module: RegExp; from: string; to: string }[] = [
  {
    module: /\/@rc-component\/select\/(?:es|lib)\/hooks\/useAllowClear\.js$/,
    from: "?? 'Clear'",
    to: `?? ${JSON.stringify(SELECT_CLEAR_NAME)}`,
  },
  {
    module: /\/@rc-component\/input-number\/(?:es|lib)\/StepHandler\.js$/,
    from: "isUpAction ? 'Increase Value' : 'Decrease Value'",
    to: `isUpAction ? ${JSON.stringify(STEP_NAMES.up)} : ${JSON.stringify(STEP_NAMES.down)}`,
  },
];
/** Every test, for the hook filters (the optimizer and the builds call the plugin only for these). */
export const ICON_NAME_MODULES = [ICON_COMPONENT, ALLOW_CLEAR, ...CONTROL_LABELS.map((label) => label.module)];

const LABEL = '"aria-label": icon.name';
// es: `React.createElement(CloseCircleFilled, null)`; lib: `_react.default.createElement(_CloseCircleFilled.default, null)`.
const CLEAR_ICON = /createElement\((_?CloseCircleFilled(?:\.default)?), null\)/;

// Plain ES5 at the end of the module: `var` and the function are hoisted, and the values are set
// when the module has run, before anything renders. `className` is the component's own prop:
// antd passes one where the glyph means something else (ICON_NAMES_BY_CLASS).
const LOOKUP = `
var __viIconNames = ${JSON.stringify(ICON_NAMES)};
var __viIconNamesByClass = ${JSON.stringify(ICON_NAMES_BY_CLASS)};
function __viIconName(name, className) {
  for (var i = 0; i < __viIconNamesByClass.length; i++) {
    var rule = __viIconNamesByClass[i];
    if (rule.icon === name && typeof className === 'string' && className.indexOf(rule.classPart) !== -1) return rule.name;
  }
  return Object.prototype.hasOwnProperty.call(__viIconNames, name) ? __viIconNames[name] : name;
}
`;

/** The module's code with Vietnamese icon names, or null when `id` is none of the modules above. */
export function translateIconModule(code: string, id: string): string | null {
  const path = id.replace(/[?#].*$/, '').replaceAll('\\', '/');
  if (ICON_COMPONENT.test(path)) {
    if (code.split(LABEL).length !== 2)
      throw new Error(`icon-names: ${path} no longer writes ${LABEL} once; see apps/web/icon-names-plugin.ts`);
    return code.replace(LABEL, '"aria-label": __viIconName(icon.name, className)') + LOOKUP;
  }
  const control = CONTROL_LABELS.find((label) => label.module.test(path));
  if (control) {
    if (code.split(control.from).length !== 2)
      throw new Error(`icon-names: ${path} no longer holds ${control.from} once; see apps/web/icon-names-plugin.ts`);
    return code.replace(control.from, control.to);
  }
  if (ALLOW_CLEAR.test(path)) {
    if (!CLEAR_ICON.test(code)) throw new Error(`icon-names: ${path} no longer draws CloseCircleFilled; see apps/web/icon-names-plugin.ts`);
    return code.replace(CLEAR_ICON, (_, icon: string) => `createElement(${icon}, { "aria-label": ${JSON.stringify(CLEAR_ICON_NAME)} })`);
  }
  return null;
}

const transform = {
  filter: { id: ICON_NAME_MODULES },
  handler: (code: string, id: string) => translateIconModule(code, id),
};

/** For `plugins` (builds) and `optimizeDeps.rolldownOptions.plugins` (the dev server's pre-bundled antd). */
export function iconNamesPlugin(): Plugin {
  return { name: 'icon-names', enforce: 'pre', transform };
}

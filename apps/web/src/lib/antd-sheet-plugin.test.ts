import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { antdFoldersReached, portalAntdSheet, withoutBoxSizingResets } from '../../antd-sheet-plugin';

const wholeSheet = createRequire(import.meta.url).resolve('antd/dist/antd.css');
const antdEs = join(dirname(wholeSheet), '..', 'es');
const folders = readdirSync(antdEs);

describe('antdFoldersReached (the antd components a portal can draw)', () => {
  it('follows what a component draws inside antd: a table its pagination, dropdowns, checkboxes and spinner', () => {
    const reached = antdFoldersReached(["import { Table } from 'antd';"], antdEs);
    for (const folder of ['table', 'pagination', 'dropdown', 'checkbox', 'radio', 'spin', 'empty', 'select'])
      expect(reached).toContain(folder);
    expect(reached).not.toContain('tour');
    expect(reached).not.toContain('carousel');
  });

  it('reads imports over several lines, renamed ones and deep paths; not type-only imports or helpers', () => {
    const reached = antdFoldersReached(
      [
        "import {\n  Button,\n  Tag as AntTag,\n  type ModalProps,\n} from 'antd';",
        "import type { TourProps } from 'antd';",
        "import useNotification from 'antd/es/notification/useNotification';",
      ],
      antdEs,
    );
    expect([...reached]).toEqual(expect.arrayContaining(['button', 'tag', 'notification']));
    // A type is not drawn; a helper a module uses (the button's colour utilities) does not draw its component.
    expect(reached).not.toContain('modal');
    expect(reached).not.toContain('tour');
    expect(reached).not.toContain('color-picker');
  });
});

describe('portalAntdSheet (antd’s sheet without the components the portal never draws)', () => {
  const cachePath =
    '.data-ant-cssinjs-cache-path{content:"|Shared|ant:x;|Input-Input|ant-input|anticon:y;|InputNumber-InputNumber|ant-input-number|anticon:z;|Tour-Tour|ant-tour|anticon:w;|Wave-Wave|ant-wave|anticon:v"}';
  const sheet = (rules: string) => `${rules}${cachePath}`;

  it('drops a rule when each of its selectors needs a class of an unreached component, by the longest prefix', () => {
    const css = sheet(
      '.ant-input{a:b}.ant-input-number{c:d}.ant-input-number-handler{e:f}.ant-tour .ant-input{g:h}.ant-tour,.ant-input-affix{i:j}@media (min-width:1px){.ant-tour{k:l}}',
    );
    expect(portalAntdSheet(css, new Set(['input']), folders)).toBe(sheet('.ant-input{a:b}.ant-tour,.ant-input-affix{i:j}'));
  });

  it('keeps what belongs to no component folder (antd’s shared base, the wave, motions, icons)', () => {
    const css = sheet('.ant-fade-enter{a:b}.ant-wave{c:d}.anticon{e:f}html{g:h}@keyframes spin{to{transform:rotate(1turn)}}');
    expect(portalAntdSheet(css, new Set(), folders)).toBe(css);
  });

  it('refuses a sheet that no longer names its components', () => {
    expect(() => portalAntdSheet('.ant-input{a:b}', new Set(), folders)).toThrow(/antd-sheet/);
  });

  it('keeps, of antd’s real sheet, every component the portal imports and what they draw', () => {
    const sources = ["import { Table, Form, Input, Select, Modal, DatePicker, Upload, QRCode, Tabs } from 'antd';"];
    const whole = readFileSync(wholeSheet, 'utf8');
    const portal = portalAntdSheet(whole, antdFoldersReached(sources, antdEs), folders);
    for (const cls of [
      '.ant-table-cell',
      '.ant-pagination-item',
      '.ant-select-dropdown',
      '.ant-picker-dropdown',
      '.ant-modal-container',
      '.ant-qrcode',
      '.ant-upload-list',
      '.ant-tabs-tab',
      '.ant-form-item-explain',
    ]) {
      expect(portal).toContain(cls);
    }
    expect(portal).not.toContain('.ant-tour');
    expect(portal).not.toContain('.ant-carousel');
    expect(portal.length).toBeLessThan(whole.length * 0.9);
  });

  it('leaves out antd’s per-component box-sizing resets, which the portal’s own stylesheets make for every element', () => {
    const reset = '.ant-tag-css-var [class^="ant-tag"],.ant-tag-css-var [class*=" ant-tag"]{box-sizing:border-box;}';
    const pseudo =
      '.ant-tag-css-var [class^="ant-tag"]::before,.ant-tag-css-var [class*=" ant-tag"]::before,.ant-tag-css-var [class^="ant-tag"]::after,.ant-tag-css-var [class*=" ant-tag"]::after{box-sizing:border-box;}';
    const kept = '.ant-tag-css-var{font-size:14px;box-sizing:border-box;}.ant-form-item-control:not([class^="ant-col-"]){width:100%;}';
    expect(withoutBoxSizingResets(`${reset}${pseudo}${kept}`)).toBe(kept);
    const portal = withoutBoxSizingResets(readFileSync(wholeSheet, 'utf8'));
    expect(portal).not.toMatch(/\[class\^="ant-[\w-]+"\][^{]*\{box-sizing:border-box;\}/);
    for (const sheet of ['../app/global.css', '../console/app/console.css']) {
      expect(readFileSync(new URL(sheet, import.meta.url), 'utf8')).toContain(
        '*,\n[class^="ant-"]::before,\n[class*=" ant-"]::before,\n[class^="ant-"]::after,\n[class*=" ant-"]::after {\n  box-sizing: border-box;',
      );
    }
  });
});

import { globSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as icons from '@ant-design/icons';
import { CheckCircleFilled, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { render, screen, within } from '@testing-library/react';
import { Alert, Button, DatePicker, Input, InputNumber, Pagination, Select, Steps } from 'antd';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { AntdScope } from '@/components/antd-scope';
import { loadAntdTexts } from '@/testing/antd-helpers';
import { WithoutMotion } from '@/testing/without-motion';
import { ICON_NAME_MODULES, translateIconModule } from '../../icon-names-plugin.ts';
import { CLEAR_ICON_NAME, ICON_NAMES, ICON_NAMES_BY_CLASS, SELECT_CLEAR_NAME, STEP_NAMES } from './icon-names';

// Paths, not URLs: jsdom's URL is the global one here.
const SRC = join(import.meta.dirname, '..');
const require = createRequire(import.meta.filename);
const ANTD = dirname(require.resolve('antd/package.json'));
const ICONS = dirname(require.resolve('@ant-design/icons/package.json'));
const RC = dirname(dirname(require.resolve('@rc-component/select/package.json')));

/** The icons apps/web/src imports, by export name ('UploadOutlined'), with the files importing each. */
function iconsTheAppImports(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const add = (name: string, file: string) => found.set(name, [...(found.get(name) ?? []), file]);
  // Tests draw icons of their own; the app's code is what users meet.
  for (const file of globSync('**/*.{ts,tsx}', { cwd: SRC, exclude: ['**/*.test.{ts,tsx}'] })) {
    const code = readFileSync(join(SRC, file), 'utf8');
    for (const [statement, what, from] of code.matchAll(/import\s+([^;]*?)\s+from\s+'(@ant-design\/icons[^']*)'/g)) {
      if (from === '@ant-design/icons') {
        const named = what?.match(/^(?:type\s+)?\{([^}]*)\}$/);
        // A namespace or default import hides which icons are drawn; the check below could not see them.
        if (!named?.[1]) throw new Error(`${file}: import icons by name from '@ant-design/icons' (${statement})`);
        for (const part of named[1].replace(/\/\/.*$/gm, '').split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0];
          if (name && /(?:Outlined|Filled|TwoTone)$/.test(name)) add(name, file);
        }
      } else {
        // '@ant-design/icons/UploadOutlined', '@ant-design/icons/es/icons/UploadOutlined'
        const name = from?.split('/').pop();
        if (name && /(?:Outlined|Filled|TwoTone)$/.test(name)) add(name, file);
      }
    }
  }
  return found;
}

/** The icons antd's own components draw (Select's arrow, Pagination's buttons, the clear icons...). */
function iconsAntdDraws(): Set<string> {
  const found = new Set<string>();
  for (const file of globSync('es/**/*.js', { cwd: ANTD })) {
    for (const [, name] of readFileSync(join(ANTD, file), 'utf8').matchAll(/@ant-design\/icons\/es\/icons\/(\w+)/g)) found.add(name!);
  }
  return found;
}

/** An icon's own name ('UploadOutlined' → 'upload'), as antd writes it into the class `anticon-upload`. */
function iconName(exportName: string): string {
  const component = (icons as unknown as Record<string, ComponentType | undefined>)[exportName];
  if (!component) throw new Error(`@ant-design/icons has no ${exportName}`);
  const classes = renderToStaticMarkup(createElement(component)).match(/class="([^"]*)"/)?.[1] ?? '';
  const name = classes.split(' ').find((c) => c.startsWith('anticon-') && c !== 'anticon-spin');
  if (!name) throw new Error(`${exportName} drew no anticon-… class: ${classes}`);
  return name.slice('anticon-'.length);
}

const VIETNAMESE_NAMES = new Set([...Object.values(ICON_NAMES), ...ICON_NAMES_BY_CLASS.map((rule) => rule.name), CLEAR_ICON_NAME]);

describe('the icon names map', () => {
  it('names every icon the app imports and every icon antd draws, in Vietnamese', () => {
    const fromApp = iconsTheAppImports();
    const fromAntd = iconsAntdDraws();
    // The scans found what they look for (an empty scan would pass anything).
    expect(fromApp.get('UploadOutlined')).toContain('components/file-list-upload.tsx');
    expect(fromAntd).toContain('LeftOutlined');

    const missing = [...new Set([...fromApp.keys(), ...fromAntd])]
      .map((exportName) => ({ exportName, name: iconName(exportName) }))
      .filter(({ name }) => !Object.hasOwn(ICON_NAMES, name))
      .map(({ exportName, name }) => `${name} (${exportName}, ${fromApp.get(exportName)?.join(', ') ?? 'drawn by antd'})`);
    expect(missing).toEqual([]);
  });

  it('gives no icon its English name back', () => {
    for (const [name, label] of Object.entries(ICON_NAMES)) {
      expect(label.trim(), name).not.toBe('');
      expect(label.toLowerCase(), name).not.toBe(name);
    }
  });
});

describe('icon-names-plugin', () => {
  const files = [
    ...['es', 'lib'].flatMap((kind) => [`${ICONS}/${kind}/components/AntdIcon.js`, `${ICONS}/${kind}/components/AntdIconLight.js`]),
    `${ANTD}/es/_util/hooks/useAllowClear.js`,
    `${ANTD}/lib/_util/hooks/useAllowClear.js`,
    `${ANTD}/es/select/useIcons.js`,
    `${ANTD}/lib/select/useIcons.js`,
  ];
  const controls = ['es', 'lib'].flatMap((kind) => [
    `${RC}/select/${kind}/hooks/useAllowClear.js`,
    `${RC}/input-number/${kind}/StepHandler.js`,
  ]);

  it("names the select's clear button and the number box's steps in Vietnamese, CommonJS and ES alike", () => {
    for (const file of controls) {
      expect(
        ICON_NAME_MODULES.some((test) => test.test(file)),
        file,
      ).toBe(true);
      const code = translateIconModule(readFileSync(file, 'utf8'), file)!;
      expect(code, file).not.toMatch(/'Clear'|'Increase Value'|'Decrease Value'/);
      expect(code.includes(JSON.stringify(SELECT_CLEAR_NAME)) || code.includes(JSON.stringify(STEP_NAMES.up)), file).toBe(true);
    }
    expect(() => translateIconModule('export default 1;', `${RC}/input-number/es/StepHandler.js`)).toThrow(/icon-names/);
  });

  it('rewrites the installed icon component and antd clear icon, CommonJS and ES alike', () => {
    for (const file of files) {
      expect(
        ICON_NAME_MODULES.some((test) => test.test(file)),
        file,
      ).toBe(true);
      const code = translateIconModule(readFileSync(file, 'utf8'), file);
      expect(code, file).not.toBeNull();
      expect(code, file).not.toContain('"aria-label": icon.name');
      expect(
        code?.includes('__viIconName(icon.name, className)') || code?.includes(`"aria-label": ${JSON.stringify(CLEAR_ICON_NAME)}`),
        file,
      ).toBe(true);
    }
  });

  it('fails loudly when an upgrade changed the code it rewrites, and leaves other modules alone', () => {
    expect(() => translateIconModule('export default 1;', `${ICONS}/es/components/AntdIconLight.js?v=1`)).toThrow(/icon-names/);
    expect(() => translateIconModule('export default 1;', `${ANTD}/es/_util/hooks/useAllowClear.js`)).toThrow(/icon-names/);
    expect(translateIconModule('"aria-label": icon.name', `${ICONS}/es/components/Icon.js`)).toBeNull();
  });
});

describe("antd's icons as rendered in the app", () => {
  beforeAll(loadAntdTexts);

  it('carry Vietnamese names, and the buttons named by their icon alone are named in Vietnamese', () => {
    render(
      <WithoutMotion>
        <AntdScope>
          <Select aria-label="Trạng thái" options={[{ value: 1, label: 'Mới' }]} />
          <Select aria-label="Loại" allowClear defaultValue={1} options={[{ value: 1, label: 'Mới' }]} />
          <InputNumber aria-label="Số lượng" />
          <DatePicker aria-label="Ngày khám" />
          <Input.Search aria-label="Tìm theo tên" allowClear defaultValue="An" />
          <Pagination total={200} />
          <Button icon={<UploadOutlined />} />
          <Steps status="error" current={0} items={[{ title: 'Đặt lịch' }]} />
          <Alert type="error" showIcon title="Không lưu được" />
          <SearchOutlined aria-label="Tra cứu" />
          <CheckCircleFilled aria-hidden />
        </AntdScope>
      </WithoutMotion>,
    );
    // antd's texts are in (beforeAll): everything is drawn on the first render.
    const pagination = document.querySelector<HTMLElement>('.ant-pagination')!;

    const drawn = [...document.querySelectorAll('.anticon')];
    expect(drawn.length).toBeGreaterThan(8);
    const labels = drawn.map((icon) => icon.getAttribute('aria-label')).filter((label) => label !== null);
    expect(labels.filter((label) => Object.hasOwn(ICON_NAMES, label))).toEqual([]);
    expect(labels.filter((label) => !VIETNAMESE_NAMES.has(label) && label !== 'Tra cứu')).toEqual([]);

    // Buttons whose only content is an icon.
    expect(within(pagination).getByRole('button', { name: 'Trang trước' })).toBeInTheDocument();
    expect(within(pagination).getByRole('button', { name: 'Trang sau' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tìm kiếm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CLEAR_ICON_NAME })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tải lên' })).toBeInTheDocument();
    // The rc components' own English names.
    expect(screen.getByRole('button', { name: SELECT_CLEAR_NAME })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STEP_NAMES.up })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: STEP_NAMES.down })).toBeInTheDocument();

    // Statuses: the error glyph of a step and an alert; the arrows of the two Selects, the page size's and the number box's step down (inside its named button).
    expect(screen.getAllByRole('img', { name: 'Lỗi' })).toHaveLength(2);
    expect(screen.getAllByRole('img', { name: 'Mở danh sách' })).toHaveLength(4);

    // What is given where the icon is drawn wins.
    expect(screen.getByRole('img', { name: 'Tra cứu' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Thành công' })).toBeNull();
  });
});

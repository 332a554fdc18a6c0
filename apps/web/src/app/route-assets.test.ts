import { describe, expect, it } from 'vitest';
import { entryStages, type Manifest, routeAssets } from './route-assets';

describe('entryStages (the order boot.js runs the entry’s chunks in)', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_router.js', '_react.js', '_query.js'], css: ['assets/index.css'] },
    '_router.js': { file: 'assets/router.js', imports: ['_runtime.js', '_react.js'] },
    '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
    '_query.js': { file: 'assets/query.js', imports: ['_react.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    '_style.css': { file: 'assets/style.css' },
    'src/app/routes/login.tsx': { file: 'assets/login.js', imports: ['_react.js'] },
  };

  it('lists each shared chunk once, after the chunks it imports, without the entry or lazy routes', () => {
    expect(entryStages(manifest)).toEqual(['/assets/runtime.js', '/assets/react.js', '/assets/router.js', '/assets/query.js']);
  });

  it('is empty for a manifest without an entry', () => {
    expect(entryStages({ '_react.js': { file: 'assets/react.js' } })).toEqual([]);
  });
});

describe("routeAssets (a page's chunks beyond the entry's, in the order main.tsx runs them)", () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    'src/app/routes/debts.tsx': { file: 'assets/debts.js', imports: ['_table.js', '_react.js', 'index.html'], css: ['assets/debts.css'] },
    '_table.js': { file: 'assets/table.js', imports: ['_rc.js'], css: ['assets/table.css'] },
    '_rc.js': { file: 'assets/rc.js', imports: ['_react.js'] },
    'src/lib/dayjs.ts': { file: 'assets/dayjs.js' },
    'src/components/antd-scope.tsx': { file: 'assets/antd-scope.js', imports: ['_rc.js'] },
  };

  it("lists each chunk once, after the chunks it imports, without the entry's; the scope of antd only for a page that draws it", () => {
    expect(routeAssets(manifest, ['debts'], { antd: true })).toEqual({
      scripts: ['/assets/dayjs.js', '/assets/rc.js', '/assets/antd-scope.js', '/assets/table.js', '/assets/debts.js'],
      styles: ['/assets/table.css', '/assets/debts.css'],
    });
    expect(routeAssets(manifest, ['debts']).scripts).toEqual(['/assets/dayjs.js', '/assets/rc.js', '/assets/table.js', '/assets/debts.js']);
  });

  it('adds the chunks of a dialog the address opens after the page’s, and ignores a file the build does not have', () => {
    const withDialog: Manifest = {
      ...manifest,
      'src/features/debts/components/report-dialog.tsx': {
        file: 'assets/report-dialog.js',
        imports: ['_qr.js', '_rc.js'],
        css: ['assets/dialog.css'],
      },
      '_qr.js': { file: 'assets/qr.js', imports: ['_react.js'] },
    };
    const dialogs = ['src/features/debts/components/report-dialog.tsx', 'src/missing.tsx'];
    expect(routeAssets(withDialog, ['debts'], { dialogs })).toEqual({
      scripts: ['/assets/dayjs.js', '/assets/rc.js', '/assets/table.js', '/assets/debts.js', '/assets/qr.js', '/assets/report-dialog.js'],
      styles: ['/assets/table.css', '/assets/debts.css', '/assets/dialog.css'],
    });
  });
});

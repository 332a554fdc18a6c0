import { describe, expect, it } from 'vitest';
import { entryStages, type Manifest } from './route-assets';

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

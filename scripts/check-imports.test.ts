import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { areaCycles, checkImports, fileViolations, importSpecifiers, resolveSpecifier, tableWriteViolations } from './check-imports.ts';

const messages = (file: string, source: string) => fileViolations(file, source).map((v) => `${v.line}: ${v.message}`);

describe('importSpecifiers', () => {
  it('finds static, re-export, side-effect, type and dynamic imports with their lines', () => {
    const source = [
      "import { a } from './a';",
      'import {',
      '  b,',
      "} from '@/lib/b';",
      "import type { C } from '../c';",
      "export { d } from './d';",
      "export * from './e';",
      "import './f.css';",
      "const g = () => import('./g');",
      "type H = typeof import('./h');",
      '// an important note from someone',
    ].join('\n');
    expect(importSpecifiers(source)).toEqual([
      { specifier: './a', line: 1 },
      { specifier: '@/lib/b', line: 4 },
      { specifier: '../c', line: 5 },
      { specifier: './d', line: 6 },
      { specifier: './e', line: 7 },
      { specifier: './f.css', line: 8 },
      { specifier: './g', line: 9 },
      { specifier: './h', line: 10 },
    ]);
  });
});

describe('resolveSpecifier', () => {
  it('resolves relative paths and the web alias, and leaves package names to Biome', () => {
    expect(resolveSpecifier('apps/web/src/features/auth/components/x.tsx', '../../account/api/y')).toBe(
      'apps/web/src/features/account/api/y',
    );
    expect(resolveSpecifier('apps/web/src/lib/x.ts', '@/features/auth/z')).toBe('apps/web/src/features/auth/z');
    expect(resolveSpecifier('apps/api/src/x.ts', '@/features/auth/z')).toBeUndefined();
    expect(resolveSpecifier('apps/web/src/lib/x.ts', '@portal/contract')).toBeUndefined();
    expect(resolveSpecifier('apps/web/src/lib/x.ts', 'antd')).toBeUndefined();
  });
});

describe('boundary rules', () => {
  it('a feature imports itself, shared folders and packages, never another feature', () => {
    const file = 'apps/web/src/features/auth/components/register-page.tsx';
    expect(
      messages(
        file,
        [
          "import { useRegister } from '../api/register';",
          "import { AuthLayout } from './auth-layout';",
          "import { x } from '@/features/auth/api/login';",
          "import { zodRule } from '@/lib/zod-rule';",
          "import { Form } from 'antd';",
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(messages(file, "import { useProfile } from '@/features/account/api/get-profile';")).toEqual([
      "1: features/auth imports features/account: a feature never imports another feature; compose them in app/ (import '@/features/account/api/get-profile')",
    ]);
    expect(messages(file, "\nconst m = () => import('../../shell/components/header');")).toEqual([
      "2: features/auth imports features/shell: a feature never imports another feature; compose them in app/ (import '../../shell/components/header')",
    ]);
  });

  it('the operator console: partner files never import it; inside, the same one-way rules', () => {
    expect(messages('apps/web/src/app/routes.tsx', "const c = () => import('@/console/app/console-app');")[0]).toMatch(
      /partner file imports the operator console/,
    );
    expect(messages('apps/web/src/lib/api-client.ts', "import { x } from '../console/lib/operator-session';")[0]).toMatch(
      /operator console/,
    );
    const page = 'apps/web/src/console/features/partners/components/partner-list-page.tsx';
    expect(
      messages(
        page,
        [
          "import { ListPage } from '../../../components/list-page';",
          "import { zodRule } from '@/lib/zod-rule';",
          "import { usePartners } from '../api/get-partners';",
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(messages(page, "import { useMe } from '../../auth/api/get-me';")[0]).toMatch(
      /console\/features\/partners imports console\/features\/auth/,
    );
    expect(messages(page, "import { Header } from '@/features/shell/components/header';")[0]).toMatch(/partner app's features/);
    expect(messages('apps/web/src/console/lib/access.ts', "import { ConsoleLayout } from '../app/console-layout';")[0]).toMatch(
      /console\/lib\/ imports console features or app/,
    );
  });

  it('components, lib and config never import features or app; app and testing may', () => {
    expect(messages('apps/web/src/components/x.tsx', "import { a } from '@/features/auth/a';")).toHaveLength(1);
    expect(messages('apps/web/src/lib/x.ts', "import { routes } from '../app/routes';")).toEqual([
      "1: lib/ imports app/: components/, lib/ and config/ never import features/ or app/ (import '../app/routes')",
    ]);
    expect(messages('apps/web/src/config/x.ts', "import { a } from '@/app/provider';")).toHaveLength(1);
    expect(messages('apps/web/src/components/x.tsx', "import { a } from '@/lib/a';\nimport { b } from './b';")).toEqual([]);
    expect(
      messages('apps/web/src/app/routes/x.tsx', "import { a } from '@/features/auth/a';\nimport { b } from '@/features/shell/b';"),
    ).toEqual([]);
    expect(messages('apps/web/src/testing/render-app.tsx', "import { routes } from '@/app/routes';")).toEqual([]);
  });

  it('the web app never reaches into apps/api by path', () => {
    expect(messages('apps/web/src/lib/x.ts', "import { app } from '../../../api/src/app.ts';")).toEqual([
      "1: the web app never imports the API (apps/api) (import '../../../api/src/app.ts')",
    ]);
    expect(messages('apps/web/vite.config.ts', "import { env } from '../api/src/env.ts';")).toHaveLength(1);
  });

  it('the API never reaches into apps/web by path (it loads the built renderer at start)', () => {
    expect(messages('apps/api/src/web/page-renderer.ts', "import { routes } from '../../../web/src/app/routes.tsx';")).toEqual([
      "1: the API never imports the web app (apps/web): it loads the built renderer from dist at start (import '../../../web/src/app/routes.tsx')",
    ]);
  });

  it('the contract imports only its own files', () => {
    expect(messages('packages/contract/src/rules/index.ts', "import { LIMITS } from '../constants.ts';")).toEqual([]);
    expect(messages('packages/contract/src/rules/index.ts', "import { db } from '../../../../apps/api/src/db/client.ts';")).toEqual([
      "1: packages/contract imports only zod and its own files (import '../../../../apps/api/src/db/client.ts')",
    ]);
  });

  it("an API area uses its own repository, never another area's", () => {
    const file = 'apps/api/src/modules/account/profile-service.ts';
    expect(messages(file, "import * as repo from './profile-repository.ts';\nimport { x } from '../auth/auth-service.ts';")).toEqual([]);
    expect(messages(file, "import * as repo from '../auth/auth-repository.ts';")).toEqual([
      "1: modules/account imports auth-repository.ts of modules/auth: an area reaches another area through its service, never its repository (import '../auth/auth-repository.ts')",
    ]);
    expect(messages('apps/api/src/modules/admin/sub/x.ts', "import { y } from '../../shell/footer-repository';")).toHaveLength(1);
    // Outside the areas (plugins, the CLI) the rule does not apply.
    expect(messages('apps/api/src/plugins/x.ts', "import { y } from '../modules/auth/auth-repository.ts';")).toEqual([]);
  });
});

describe('layers between the areas', () => {
  it('refuses an area that imports one that imports it back, directly or through others', () => {
    const sources = new Map([
      ['apps/api/src/modules/orders/orders-service.ts', "import { notify } from '../notifications/notifications-service.ts';"],
      ['apps/api/src/modules/notifications/notifications-service.ts', "import * as audit from '../audit/audit-service.ts';"],
      ['apps/api/src/modules/audit/audit-service.ts', "import { x } from '../../lib/x.ts';"],
    ]);
    expect(areaCycles(sources)).toEqual([]);
    sources.set('apps/api/src/modules/audit/audit-service.ts', "import * as orders from '../orders/orders-service.ts';");
    expect(areaCycles(sources).map((v) => v.message)).toEqual([
      'the areas import each other in a cycle: audit → orders → notifications → audit (an area calls only areas below it)',
    ]);
    // A test may import any area.
    sources.set('apps/api/src/modules/audit/audit-service.ts', '');
    sources.set('apps/api/src/modules/audit/audit.test.ts', "import * as orders from '../orders/orders-service.ts';");
    expect(areaCycles(sources)).toEqual([]);
  });
});

describe('one writer per table', () => {
  const schema = [
    'apps/api/src/db/schema-orders.ts',
    "export const medicalOrders = pgTable('medical_orders', {});\nexport const orderSeq = pgSequence('s');",
  ] as const;
  const writes = (file: string, source: string) =>
    tableWriteViolations(new Map([schema, [file, source]])).map((v) => `${v.line}: ${v.message}`);

  it('lets the owner write its tables, and anyone read them', () => {
    const read = "import { medicalOrders } from '../../db/schema.ts';\ndb.select().from(medicalOrders);";
    expect(writes('apps/api/src/modules/orders/orders-repository.ts', `${read}\ndb.update(medicalOrders).set({});`)).toEqual([]);
    expect(writes('apps/api/src/modules/debts/reports-repository.ts', read)).toEqual([]);
  });

  it("refuses another area's insert, update or delete, through an alias too", () => {
    expect(
      writes(
        'apps/api/src/modules/debts/reports-repository.ts',
        "import { medicalOrders as mo } from '../../db/schema.ts';\nconst o = mo;\n\nawait db.delete(o).where(x);",
      ),
    ).toEqual(['4: deletes medicalOrders (schema-orders.ts), which modules/orders owns: only its owner writes a table; call its service']);
    expect(
      writes('apps/api/src/lib/x.ts', "import { medicalOrders } from '../db/schema-orders.ts';\ndb.insert(medicalOrders);"),
    ).toHaveLength(1);
  });

  it('leaves seeds, the CLI and tests alone, and refuses a schema file without an owner', () => {
    const write = "import { medicalOrders } from '../../db/schema.ts';\ndb.insert(medicalOrders);";
    expect(writes('apps/api/src/db/seed-orders.ts', write.replace('../../db/', './'))).toEqual([]);
    expect(writes('apps/api/test/orders.test.ts', write.replace('../../db/', '../src/db/'))).toEqual([]);
    expect(tableWriteViolations(new Map([['apps/api/src/db/schema-widgets.ts', "export const widgets = pgTable('w', {});"]]))).toEqual([
      {
        file: 'apps/api/src/db/schema-widgets.ts',
        line: 1,
        message: 'schema-widgets.ts has no owner in TABLE_OWNERS (scripts/check-imports.ts): say which area writes its tables',
      },
    ]);
  });
});

describe('the repository', () => {
  it('keeps its boundaries', () => {
    expect(checkImports(fileURLToPath(new URL('..', import.meta.url)))).toEqual([]);
  });
});

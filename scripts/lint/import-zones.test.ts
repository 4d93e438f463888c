import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureAreas, importZones, resolvedExtensions } from './import-zones.js';

/**
 * Lints small files in a throw-away repository laid out like ours, with only the zone rule switched on,
 * so each case says which import the architecture allows and which it refuses.
 */
let fixtureRoot: string;
let eslint: ESLint;

const fixtureFiles: Record<string, string> = {
  'src/lib/money.ts': 'export const cents = 100;\n',
  'src/api/contract/order.ts': 'export const orderShape = 1;\n',
  'src/api/http-client.ts': 'export const client = 1;\n',
  'src/ui/theme.ts': 'export const theme = 1;\n',
  'src/session/current-user.ts': 'export const user = 1;\n',
  'src/permissions/define-abilities.ts': 'export const rules = 1;\n',
  'src/permissions/can.tsx': 'export const Can = 1;\n',
  'src/sync/outbox.ts': 'export const outbox = 1;\n',
  'src/features/orders/orders.queries.ts': 'export const orders = 1;\n',
  'src/features/invoices/invoices.queries.ts': 'export const invoices = 1;\n',
  'src/app/paths.ts': 'export const paths = 1;\n',
  'server/src/app.ts': 'export const app = 1;\n',
  'sw/sw.ts': 'export const sw = 1;\n',
  'node_modules/zod/package.json': '{ "name": "zod", "main": "index.js" }\n',
  'node_modules/zod/index.js': 'export const z = 1;\n',
  'node_modules/dexie/package.json': '{ "name": "dexie", "main": "index.js" }\n',
  'node_modules/dexie/index.js': 'export default 1;\n',
};

/** The zone violations ESLint reports for `source` written at `filePath` (relative to the fixture). */
async function zoneErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(fixtureRoot, filePath) });
  return result.messages.map((message) => message.message);
}

beforeAll(() => {
  fixtureRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'import-zones-'));
  for (const [file, content] of Object.entries(fixtureFiles)) {
    fs.mkdirSync(path.dirname(path.join(fixtureRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(fixtureRoot, file), content);
  }
  eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-x': importX },
        settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: resolvedExtensions })] },
        rules: {
          'import-x/no-restricted-paths': [
            'error',
            { basePath: fixtureRoot, zones: importZones(fixtureRoot) },
          ],
        },
      },
    ],
  });
});

afterAll(() => {
  fs.rmSync(fixtureRoot, { recursive: true, force: true });
});

describe('import zones', () => {
  it('reads the business areas from the folders under src/features', () => {
    expect(featureAreas(fixtureRoot)).toEqual(['invoices', 'orders']);
  });

  it('lets a layer import the layers below it', async () => {
    expect(
      await zoneErrors('src/app/router.ts', "import { orders } from '../features/orders/orders.queries';"),
    ).toEqual([]);
    expect(await zoneErrors('src/sync/pull.ts', "import { client } from '../api/http-client';")).toEqual([]);
    expect(await zoneErrors('src/ui/format.ts', "import { cents } from '../lib/money';")).toEqual([]);
  });

  it('refuses an import from a higher layer', async () => {
    const errors = await zoneErrors('src/lib/dates.ts', "import { paths } from '../app/paths';");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Layers only import downwards');
    expect(
      await zoneErrors('src/api/errors.ts', "import { user } from '../session/current-user';"),
    ).toHaveLength(1);
  });

  it('refuses an import from another business area but allows the own area', async () => {
    const errors = await zoneErrors(
      'src/features/orders/order-status.ts',
      "import { invoices } from '../invoices/invoices.queries';",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('Business areas never import each other');
    expect(
      await zoneErrors('src/features/orders/order-list.ts', "import { orders } from './orders.queries';"),
    ).toEqual([]);
  });

  it('lets the wire contract import zod and itself, and nothing else', async () => {
    expect(
      await zoneErrors(
        'src/api/contract/orders.ts',
        "import { z } from 'zod';\nimport { orderShape } from './order';",
      ),
    ).toEqual([]);
    expect(
      await zoneErrors('src/api/contract/money.ts', "import { cents } from '../../lib/money';"),
    ).toHaveLength(1);
    expect(await zoneErrors('src/api/contract/db.ts', "import Dexie from 'dexie';")).toHaveLength(1);
  });

  it('lets the server take the contract, lib and the React-free permission rules only', async () => {
    expect(
      await zoneErrors(
        'server/src/routes/orders.routes.ts',
        [
          "import { orderShape } from '../../../src/api/contract/order';",
          "import { cents } from '../../../src/lib/money';",
          "import { rules } from '../../../src/permissions/define-abilities';",
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await zoneErrors('server/src/auth.ts', "import { Can } from '../../src/permissions/can';"),
    ).toHaveLength(1);
    expect(
      await zoneErrors('server/src/sync.ts', "import { outbox } from '../../src/sync/outbox';"),
    ).toHaveLength(1);
  });

  it('keeps the permission rules importable by the server', async () => {
    expect(
      await zoneErrors('src/permissions/home-path.ts', "import { user } from '../session/current-user';"),
    ).toHaveLength(1);
    expect(
      await zoneErrors('src/permissions/can-view.tsx', "import { user } from '../session/current-user';"),
    ).toEqual([]);
  });

  it('lets the service worker take src/lib only', async () => {
    expect(await zoneErrors('sw/precache.ts', "import { cents } from '../src/lib/money';")).toEqual([]);
    expect(await zoneErrors('sw/routes.ts', "import { paths } from '../src/app/paths';")).toHaveLength(1);
  });

  it('never lets the PWA import the server or the service worker', async () => {
    expect(await zoneErrors('src/app/boot.ts', "import { app } from '../../server/src/app';")).toHaveLength(
      1,
    );
    expect(await zoneErrors('src/app/sw-link.ts', "import { sw } from '../../sw/sw';")).toHaveLength(1);
  });
});

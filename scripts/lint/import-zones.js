/**
 * The architecture rule of conventions.md as `import-x/no-restricted-paths` zones, generated from the
 * layer list below and from the folders under `src/features` (read from disk), never typed per pair.
 *
 * Guarantees: a folder imports only its own layer and the ones below; a business area never imports
 * another; the wire contract imports only zod and itself; `server/` and the React-free permission rules
 * take from `src/` only what both sides can run; `sw/` takes only `src/lib`; `src/` never imports
 * `server/`, `sw/`, `scripts/` or `tests/`. Plain JavaScript so `eslint.config.js` loads it without a
 * TypeScript loader.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The layers of `src/`, lowest first. A folder may import its own layer and the ones below, never above. */
export const layers = [
  ['src/lib'],
  ['src/api', 'src/db', 'src/i18n', 'src/ui'],
  ['src/session', 'src/permissions', 'src/sync'],
  ['src/features'],
  ['src/app'],
];

/** What `server/` (and the permission rules it shares) may take from `src/`, relative to `src/`. */
const sharedWithServer = ['./api/contract', './lib', './permissions'];

/**
 * The business areas: the folder names under `<rootDir>/src/features`, sorted.
 * @param {string} rootDir
 * @returns {string[]}
 */
export function featureAreas(rootDir) {
  const featuresDir = path.join(rootDir, 'src/features');
  if (!fs.existsSync(featuresDir)) return [];
  return fs
    .readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * The zones for `import-x/no-restricted-paths`, with paths relative to `rootDir` (pass it as `basePath`).
 * @param {string} rootDir
 * @returns {Array<{ target: string | string[], from: string | string[], except?: string[], message: string }>}
 */
export function importZones(rootDir) {
  const layerZones = layers.slice(0, -1).map((layer, index) => {
    const higher = layers.slice(index + 1).flat();
    return {
      target: layer,
      from: higher,
      message: `Layers only import downwards: ${layer.join(', ')} may not import ${higher.join(', ')}.`,
    };
  });

  const areaZones = featureAreas(rootDir).map((area) => ({
    target: `src/features/${area}`,
    from: 'src/features',
    except: [`./${area}`],
    message: `Business areas never import each other: move what src/features/${area} shares to a lower layer.`,
  }));

  return [
    ...layerZones,
    ...areaZones,
    {
      target: 'src/api/contract',
      from: '.',
      except: ['./src/api/contract', './node_modules/zod'],
      message: 'The wire contract is shared with the server: it imports only zod and itself.',
    },
    {
      target: 'server',
      from: 'src',
      except: sharedWithServer,
      message: 'The server takes only src/api/contract, src/lib and the React-free src/permissions/*.ts.',
    },
    {
      target: 'server',
      from: 'src/permissions/**/*.tsx',
      message: 'The server takes only the React-free permission rules, never the .tsx components.',
    },
    {
      target: 'src/permissions/**/*.ts',
      from: 'src',
      except: sharedWithServer,
      message:
        'The permission rules are shared with the server: they import only what the server may import.',
    },
    {
      target: 'sw',
      from: 'src',
      except: ['./lib'],
      message: 'The service worker takes nothing from src/ except src/lib.',
    },
    {
      target: 'src',
      from: ['server', 'sw', 'scripts', 'tests'],
      message: 'The PWA never imports the server, the service worker, scripts or tests.',
    },
  ];
}

/**
 * Every relative path `import-x` resolves in this repository: TypeScript first, extensionless imports.
 */
export const resolvedExtensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json'];

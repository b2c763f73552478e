// The server compiled into one ES module for `npm start`, cached under node_modules/.cache and
// rebuilt when a source is newer. Running the bundle with plain node skips tsx: its loader hooks
// resolve and transpile ~400 modules at every start, about half of the start-up time. The
// packages stay external (imported from node_modules as usual); the workspace's own TypeScript
// (server, contract) is bundled. `npm run dev` and the tests keep running the sources with tsx.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const serverSrc = join(root, 'apps/server/src');
const cacheDir = join(root, 'node_modules/.cache/handlowo-server');
export const bundleFile = join(cacheDir, 'server.mjs');
const metaFile = join(cacheDir, 'meta.json');
/** Everything the bundle is made of, plus this build recipe. */
const inputs = [
  'apps/server/src',
  'apps/server/tsconfig.json',
  'packages/contract/src',
  'scripts/server-bundle.mjs',
  'scripts/newest-mtime.mjs',
];

function readMeta() {
  try {
    return JSON.parse(readFileSync(metaFile, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Returns the path of an up-to-date bundle, building it first when a source changed since the
 * last build (or the repository moved: the bundle holds its absolute paths). Throws when the
 * build fails; the caller then runs the sources, which reports the error in full.
 */
export async function ensureServerBundle() {
  const newest = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
  const meta = readMeta();
  if (existsSync(bundleFile) && meta?.root === root && meta.newest === newest) return bundleFile;
  await build();
  // The newest mtime seen before building: a file saved during the build triggers the next one.
  writeFileSync(metaFile, JSON.stringify({ root, newest }));
  return bundleFile;
}

async function build() {
  // esbuild comes with tsx (a dependency of the server), resolved from there.
  const requireFromTsx = createRequire(createRequire(import.meta.url).resolve('tsx'));
  const { build: esbuild } = await import(pathToFileURL(requireFromTsx.resolve('esbuild')).href);
  const featuresDir = join(serverSrc, 'features');
  const routeFiles = readdirSync(featuresDir, { recursive: true })
    .filter((file) => file.endsWith('.routes.ts'))
    .sort();
  const pathsModule = join(serverSrc, 'config/paths.ts');
  await esbuild({
    entryPoints: [join(serverSrc, 'server.ts')],
    outfile: bundleFile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'error',
    plugins: [
      {
        name: 'handlowo-server',
        setup(build) {
          // Packages load from node_modules at run time; only the workspace's TypeScript is bundled.
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@handlowo/') ? undefined : { external: true },
          );
          build.onLoad({ filter: /[\\/]bundled-routes\.ts$/ }, () => ({
            loader: 'ts',
            resolveDir: featuresDir,
            contents: [
              ...routeFiles.map((file, i) => `import * as r${i} from './${file}';`),
              `export const bundledRoutes = [${routeFiles.map((_, i) => `r${i}`).join(', ')}];`,
            ].join('\n'),
          }));
          // paths.ts finds the repository from its own location: keep the source's location.
          build.onLoad({ filter: /[\\/]config[\\/]paths\.ts$/ }, (args) => {
            if (args.path !== pathsModule) return undefined;
            const source = readFileSync(pathsModule, 'utf8');
            return {
              loader: 'ts',
              contents: source.replaceAll(
                'import.meta.url',
                JSON.stringify(pathToFileURL(pathsModule).href),
              ),
            };
          });
        },
      },
    ],
  });
  const output = readFileSync(bundleFile, 'utf8');
  // No other module may depend on where it lies: the bundle is elsewhere.
  if (output.includes('import.meta.url')) {
    throw new Error(`${relative(root, bundleFile)} uses import.meta.url outside config/paths.ts`);
  }
}

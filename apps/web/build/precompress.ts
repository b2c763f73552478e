import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json)$/;
/**
 * Smaller files gain a few bytes at most. Below the usual 1 kB so that index.html (about 1 kB,
 * part of every first load) stays compressed when it shrinks a little.
 */
const MIN_BYTES = 512;

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) next to every text file of
 * the build, so the server sends them without compressing per request (apps/server/src/plugins/
 * spa.ts, `preCompressed`). The highest levels are too slow to run per request but cost only
 * seconds once at build time. A sibling is written only when it is smaller than the original.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'handlowo:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE.test(file));
      let written = 0;
      await Promise.all(
        files.map(async (file) => {
          const content = await readFile(file);
          const [br, gz] =
            content.length < MIN_BYTES
              ? [undefined, undefined]
              : await Promise.all([
                  brotli(content, {
                    params: {
                      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                    },
                  }),
                  gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
                ]);
          for (const [extension, compressed] of [
            ['.br', br],
            ['.gz', gz],
          ] as const) {
            if (compressed && compressed.length < content.length) {
              await writeFile(file + extension, compressed);
              written += 1;
            } else {
              // A sibling left from an earlier build into the same folder would be served instead.
              await rm(file + extension, { force: true });
            }
          }
        }),
      );
      this.info(`precompressed ${files.length} files into ${written} .br/.gz siblings`);
    },
  };
}

/** Every file under `dir`, skipping dot folders (Vite's `.vite/manifest.json` is not served). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : listFiles(full);
      return entry.isFile() ? [full] : [];
    }),
  );
  return nested.flat();
}

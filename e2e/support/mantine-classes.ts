import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Mantine's components carry hashed class names (`m_77c9d27d`) in their JavaScript and define
 * them in one stylesheet per component. The web app imports those stylesheets one by one
 * (apps/web/src/app/mantine-styles.ts), so a component whose stylesheet is missing renders
 * unstyled without any error: these helpers find such classes in a build.
 */

const mantineClass = /\bm_[0-9a-f]{8}\b/g;

/** Every Mantine class name defined by a Mantine stylesheet, with the import that provides it. */
export function mantineStylesheets(nodeModules: string): Map<string, string> {
  const sheets: Array<[importPath: string, file: string]> = [];
  const coreDir = join(nodeModules, '@mantine/core/styles');
  for (const name of readdirSync(coreDir).sort()) {
    if (name.endsWith('.css') && !name.endsWith('.layer.css')) {
      sheets.push([`@mantine/core/styles/${name}`, join(coreDir, name)]);
    }
  }
  for (const pkg of ['dates', 'notifications', 'dropzone', 'carousel', 'modals']) {
    const file = join(nodeModules, `@mantine/${pkg}/styles.css`);
    if (existsSync(file)) sheets.push([`@mantine/${pkg}/styles.css`, file]);
  }
  const owner = new Map<string, string>();
  for (const [importPath, file] of sheets) {
    for (const [name] of readFileSync(file, 'utf8').matchAll(mantineClass)) {
      if (!owner.has(name)) owner.set(name, importPath);
    }
  }
  return owner;
}

/** Mantine class names in the built files of one kind (`.js` or `.css`) under `dist/assets`. */
export function mantineClassesIn(distDir: string, extension: '.js' | '.css'): Set<string> {
  const assets = join(distDir, 'assets');
  const names = new Set<string>();
  for (const file of readdirSync(assets)) {
    if (!file.endsWith(extension)) continue;
    for (const [name] of readFileSync(join(assets, file), 'utf8').matchAll(mantineClass)) {
      names.add(name);
    }
  }
  return names;
}

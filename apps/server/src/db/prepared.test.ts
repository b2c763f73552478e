import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const sources = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * PostgreSQL keeps a prepared statement by name per connection: two statements of one name but
 * different SQL would fail on whichever connection prepared the other first. (Names are given to
 * `.prepare(…)`, or to a feature's helper that passes them on, such as `aggregateStatement`.)
 */
it('gives every prepared statement of the server a name of its own', async () => {
  const files = (await readdir(sources, { recursive: true })).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  const names: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(sources, file), 'utf8');
    for (const [, name] of text.matchAll(/(?:\.prepare|aggregateStatement)\(\s*'([^']+)'/g))
      names.push(name as string);
  }
  expect(names.length).toBeGreaterThanOrEqual(16);
  expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
});

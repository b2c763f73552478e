import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repoRoot } from '../config/paths.ts';
import { buildTestApp } from '../testing/build-test-app.ts';

let app: FastifyInstance;
let document: { paths: Record<string, Record<string, unknown>> };
let text: string;
beforeAll(async () => {
  app = await buildTestApp();
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  text = res.body;
  document = res.json();
});
afterAll(() => app?.close());

it('lists the paths alphabetically, whichever folder registered them first', () => {
  const paths = Object.keys(document.paths);
  expect(paths.length).toBeGreaterThan(100);
  expect(paths).toEqual([...paths].sort());
});

it('names only source files that exist', () => {
  // Descriptions point readers at the one file that holds a rule (the fit weights, say); a move
  // of that file must not leave the published document pointing nowhere.
  const named = [...new Set(text.match(/apps\/[\w/.-]+\.ts\b/g) ?? [])];
  expect(named.length).toBeGreaterThan(0);
  expect(named.filter((file) => !existsSync(path.join(repoRoot, file)))).toEqual([]);
});

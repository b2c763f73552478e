import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

interface Operation {
  requestBody?: {
    content: Record<
      string,
      { schema: { properties: Record<string, { format?: string }>; required?: string[] } }
    >;
  };
  parameters?: { name: string; in: string; description?: string }[];
}

it('documents the multipart forms and the avatar size in OpenAPI', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  const form = (path: string, method: string) =>
    paths[path]?.[method]?.requestBody?.content['multipart/form-data']?.schema;

  for (const [path, method] of [
    ['/api/user/avatar', 'patch'],
    ['/api/freelancer/backgroundPicture', 'patch'],
    ['/api/freelancer/backgroundPicture', 'post'],
  ] as const) {
    expect(form(path, method)?.properties.file?.format, `${method} ${path}`).toBe('binary');
    expect(form(path, method)?.required).toEqual(['file']);
  }
  const about = form('/api/about', 'patch');
  expect(Object.keys(about?.properties ?? {}).sort()).toEqual([
    'about',
    'mainPassion',
    'removeVideo',
    'video',
  ]);
  expect(about?.properties.video?.format).toBe('binary');
  expect(about?.required).toEqual(['about']);

  const size = paths['/api/user/avatar/{id}']?.get?.parameters?.find((p) => p.name === 'size');
  expect(size).toMatchObject({ in: 'query' });
  expect(paths['/api/files/{fileKey}']?.get).toBeDefined();
});

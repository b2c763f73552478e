import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app?.close());

interface Operation {
  summary?: string;
  description?: string;
  requestBody?: {
    content: Record<
      string,
      {
        schema: {
          properties?: Record<
            string,
            { format?: string; type?: string; items?: { format?: string } }
          >;
          required?: string[];
        };
      }
    >;
  };
  responses?: Record<string, unknown>;
}

it('documents every conversation route, who may call it and its errors', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  const paths = res.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
  const routes = [
    ['/api/conversations', 'get'],
    ['/api/conversations/unread-count', 'get'],
    ['/api/orders/{orderId}/messages', 'get'],
    ['/api/orders/{orderId}/messages', 'post'],
    ['/api/orders/{orderId}/messages/{messageId}', 'patch'],
    ['/api/orders/{orderId}/messages/{messageId}', 'delete'],
    ['/api/orders/{orderId}/messages/read', 'post'],
    ['/api/admin-panel/messages/{messageId}/hide', 'post'],
  ] as const;
  for (const [path, method] of routes) {
    const operation = paths[path]?.[method];
    expect(operation?.summary, `${method} ${path}`).toBeTruthy();
    expect(operation?.description, `${method} ${path}`).toMatch(/403/);
  }
  for (const [path, method] of routes.slice(2)) {
    expect(paths[path]?.[method]?.description, `${method} ${path}`).toMatch(/404/);
  }
  const post = paths['/api/orders/{orderId}/messages']?.post?.requestBody?.content;
  expect(Object.keys(post ?? {}).sort()).toEqual(['application/json', 'multipart/form-data']);
  expect(post?.['application/json']?.schema.required).toEqual(['text']);
  expect(post?.['multipart/form-data']?.schema.properties?.files?.items?.format).toBe('binary');
  expect(post?.['multipart/form-data']?.schema.properties?.text?.type).toBe('string');
  expect(paths['/api/orders/{orderId}/messages']?.post?.description).toMatch(/429/);
});

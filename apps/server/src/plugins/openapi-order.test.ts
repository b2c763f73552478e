import { describe, expect, it } from 'vitest';
import { sortPaths } from './openapi-order.ts';

const operation = { responses: {} };

describe('sortPaths', () => {
  it('lists paths alphabetically and methods in the specification order, whatever came first', () => {
    const document = {
      openapi: '3.0.3',
      paths: {
        '/api/video': { patch: operation, post: operation, get: operation },
        '/api/about': { delete: operation, parameters: [], put: operation },
        '/api/about/freelancer/{id}': { get: operation },
      },
    };
    const sorted = sortPaths(document);
    expect(Object.keys(sorted.paths)).toEqual([
      '/api/about',
      '/api/about/freelancer/{id}',
      '/api/video',
    ]);
    expect(Object.keys(sorted.paths['/api/about'])).toEqual(['parameters', 'put', 'delete']);
    expect(Object.keys(sorted.paths['/api/video'])).toEqual(['get', 'post', 'patch']);
    // Only the order changes.
    expect(sorted).toEqual(document);
  });

  it('leaves a document without paths as it is', () => {
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' } };
    expect(sortPaths(document)).toBe(document);
  });
});

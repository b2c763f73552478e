import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { getOk, sendRaw } from './requests.ts';

/*
 * Test support for the certificates, experience and education API tests: the four calls of one
 * list (`base` takes the freelancer id for GET and the item id for PATCH/DELETE, API.md 1.6).
 */

export interface ItemRequests<T> {
  list(freelancerId: number, token: string): Promise<T[]>;
  get(freelancerId: number, token?: string): ReturnType<typeof sendRaw>;
  post(token: string | undefined, body: unknown): ReturnType<typeof sendRaw>;
  patch(token: string | undefined, id: number | string, body: unknown): ReturnType<typeof sendRaw>;
  remove(token: string | undefined, id: number | string): ReturnType<typeof sendRaw>;
  /** POST that must succeed: the created item. */
  create(token: string, body: unknown): Promise<T>;
}

export function itemRequests<T>(app: FastifyInstance, base: string): ItemRequests<T> {
  const post = (token: string | undefined, payload: unknown) =>
    sendRaw(app, 'POST', base, { token, payload });
  return {
    list: (freelancerId, token) => getOk<T[]>(app, `${base}/${freelancerId}`, token),
    get: (freelancerId, token) => sendRaw(app, 'GET', `${base}/${freelancerId}`, { token }),
    post,
    patch: (token, id, payload) => sendRaw(app, 'PATCH', `${base}/${id}`, { token, payload }),
    remove: (token, id) => sendRaw(app, 'DELETE', `${base}/${id}`, { token }),
    async create(token, body) {
      const res = await post(token, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<T>();
    },
  };
}

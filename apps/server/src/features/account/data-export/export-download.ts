import { DATA_EXPORT_JSON_NAME, DataExport } from '@handlowo/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { bearer } from '../../../testing/factories.ts';
import { readZipBuffer, sha256, type ZipEntryContent } from './zip-contents.ts';

/** Test support: an export downloaded with `inject`, its ZIP read and its JSON parsed. */
export interface Downloaded {
  data: DataExport;
  entries: ZipEntryContent[];
  headers: Record<string, unknown>;
}

export async function download(
  app: FastifyInstance,
  token: string,
  url = '/api/account/export',
): Promise<Downloaded> {
  const res = await app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const entries = await readZipBuffer(res.rawPayload);
  const json = entries.find((e) => e.name === DATA_EXPORT_JSON_NAME)?.data;
  if (!json) throw new Error(`no ${DATA_EXPORT_JSON_NAME} in the ZIP`);
  return {
    data: DataExport.parse(JSON.parse(json.toString('utf8'))),
    entries,
    headers: res.headers,
  };
}

/** The SHA-256 of a stored object, read through the storage interface. */
export async function storedHash(app: FastifyInstance, key: string): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await app.media.createReadStream(key)) chunks.push(chunk as Buffer);
  return sha256(Buffer.concat(chunks));
}

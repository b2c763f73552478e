import type { Config } from '../../config/config.ts';

/**
 * The base of the media URLs in answers (ADR 026): PUBLIC_URL when it is configured, so that a
 * client served from another origin (allowed by CORS_ORIGINS) loads `<video src>` from this
 * server; empty (root-relative URLs) when it is not, since then the public address is only the
 * guess `http://localhost:PORT` and the one client is the web app served by this server.
 */
export const fileUrlBase = (config: Pick<Config, 'publicUrl' | 'publicUrlConfigured'>) =>
  config.publicUrlConfigured ? config.publicUrl : '';

/**
 * A stored file's G1 URL on `base` (see `fileUrlBase`). Needs no bearer token, so `<video src>`
 * loads it (API.md 1.4).
 */
export const fileUrl = (base: string, key: string) => `${base}/api/files/${key}`;

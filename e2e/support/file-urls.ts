import type { Page } from 'playwright-core';

/**
 * Whether `src` is a G1 URL as the product's server writes it: absolute on its PUBLIC_URL, which
 * the browser tests' server sets to the address the page is on (issue 29), then `/api/files/` and
 * a media key (with `extension` when given).
 */
export function isServedFileUrl(page: Page, src: string | null, extension?: string): boolean {
  const origin = new URL(page.url()).origin;
  const key = `[\\w-]{43}\\.${extension ?? '[a-z0-9]+'}`;
  return new RegExp(`^${origin.replace(/[.]/g, '\\.')}/api/files/${key}$`).test(src ?? '');
}

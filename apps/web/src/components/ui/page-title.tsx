import { documentTitle } from '@/config/titles.ts';

/**
 * The document title of the screen that renders it ('Logowanie – Handlowo'): React 19 hoists a
 * `<title>` rendered anywhere into <head>, before index.html's fallback 'Handlowo', and removes
 * it when the screen unmounts. Render one per screen, with a page part from config/titles.ts.
 */
export function PageTitle({ title }: { title: string }) {
  // One string child: React warns about (and does not hoist well) a title of several nodes.
  return <title>{documentTitle(title)}</title>;
}

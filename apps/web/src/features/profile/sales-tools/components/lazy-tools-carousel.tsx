import type { SalesTool } from '@handlowo/contract';
import { lazy, Suspense } from 'react';
import { WidgetLoading } from '../../components/widget-loading.tsx';

/** The carousel's code (Mantine Carousel, Embla) stays out of the profile page's chunk. */
export const loadToolsCarousel = () => import('./tools-carousel.tsx');
const ToolsCarousel = lazy(() => loadToolsCarousel().then((m) => ({ default: m.ToolsCarousel })));

/** `ToolsCarousel`, loaded on first use. */
export function LazyToolsCarousel({ tools }: { tools: readonly SalesTool[] }) {
  return (
    <Suspense fallback={<WidgetLoading height={120} label="Ładowanie karuzeli" />}>
      <ToolsCarousel tools={tools} />
    </Suspense>
  );
}

import { lazy, type ReactNode, Suspense } from 'react';
import { WidgetLoading } from '../../components/widget-loading.tsx';

/** The carousel's code (Mantine Carousel, Embla) stays out of the profile page's chunk. */
export const loadProfileCarousel = () => import('./profile-carousel.tsx');

/** `ProfileCarousel`, loaded on first use: render it inside `CarouselSuspense`. */
export const LazyProfileCarousel = lazy(() =>
  loadProfileCarousel().then((m) => ({ default: m.ProfileCarousel })),
);

/**
 * Shows a loader about as tall as the carousel (`height`) until its code is there. It may hold
 * more than the carousel: what should appear together with it (an empty state's text).
 */
export function CarouselSuspense({ height, children }: { height: number; children: ReactNode }) {
  return (
    <Suspense fallback={<WidgetLoading height={height} label="Ładowanie karuzeli" />}>
      {children}
    </Suspense>
  );
}

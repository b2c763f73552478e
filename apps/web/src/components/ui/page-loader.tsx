import { Center, Loader } from '@mantine/core';

/**
 * Full-area spinner while a screen waits for its data (e.g. the guard loading the user). A
 * prerendered page stays painted while the app's screen shows one (main.tsx, `data-page-loader`).
 */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Ładowanie" data-page-loader>
      <Loader />
    </Center>
  );
}

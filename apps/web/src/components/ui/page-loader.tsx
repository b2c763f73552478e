import { Center, Loader } from '@mantine/core';

/** Full-area spinner while a screen waits for its data (e.g. the guard loading the user). */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Ładowanie">
      <Loader />
    </Center>
  );
}

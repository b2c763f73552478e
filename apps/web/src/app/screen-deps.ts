/**
 * What every screen beyond the first one (/login, the public layout) needs besides its own module,
 * loaded by the router with each such route module (router.tsx, `withScreenDeps`): the Mantine
 * stylesheet of those screens. Modals are opened from these screens only. (The date picker brings
 * its own provider and dayjs locale: service-details-fields.tsx.)
 */
import './app-styles.ts';

import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { markManagersMounted } from './managers-mounted.ts';
import toasts from './toasts.module.css';

/**
 * Mantine's notifications and modals managers. They listen to `notifications.show(...)` and
 * `modals.open(...)` (window events and a store), so they need not wrap the app: rendered next to
 * it they can be loaded after the first screen (main.tsx), which keeps their Modal, Transition,
 * focus trap and scroll lock code and CSS out of the first load. Modal content they render sees
 * the same providers as before (Mantine, dates, query; not the router, as before).
 */
export function AppManagers() {
  // Effects run children first: the managers subscribe to their events before this one runs.
  useEffect(markManagersMounted, []);
  return (
    <>
      <ModalsProvider />
      <Notifications position="top-right" classNames={{ root: toasts.root }} />
    </>
  );
}

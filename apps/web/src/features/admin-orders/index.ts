/** The admin's order queue (issue 27): /admin/orders. */
export { OrderQueueScreen } from './components/order-queue-screen.tsx';

// The profile's modals share the app's lazy modal body.
export { LazyBody } from '@/components/ui/lazy-body.tsx';

/*
 * The managers keep this feature's modals in React state, so RTL's cleanup (unmounting) closes
 * them: no extra teardown, unlike the profile's modal stack.
 */
export { renderWithManagers } from '@/testing/render.tsx';

// The public face of the profile feature: the page the routes render.
export { ProfilePage } from './components/profile-page.tsx';

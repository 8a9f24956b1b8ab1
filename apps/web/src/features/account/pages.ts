/** The account screens behind sign-in, loaded on demand by the route table. */
export { ProfilePage } from './components/profile-page';

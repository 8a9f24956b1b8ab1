export { useSession } from './session';

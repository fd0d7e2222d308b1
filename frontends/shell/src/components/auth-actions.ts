import { AUTH, signInPath } from '@scholarlens/contracts';

/** Sign-in/out are full-page navigations (spec core §2); sign-in comes back to the page it started from. */
export const signIn = () => window.location.assign(signInPath(window.location.pathname + window.location.search));
export const signOut = () => window.location.assign(AUTH.signOut);

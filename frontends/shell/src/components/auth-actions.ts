import { AUTH } from '@scholarlens/contracts';

/** Sign-in/out are full-page navigations (spec core §2). */
export const signIn = () => window.location.assign(AUTH.signIn);
export const signOut = () => window.location.assign(AUTH.signOut);

import { atom } from 'jotai';

/**
 * Where the session-expired notice is taking the page (the login with the way back, or home). The
 * account guard sends a page signed out on it there too: two different redirects would race, and
 * React Router lets the later one win.
 */
export const sessionExpiredTargetAtom = atom<string | null>(null);

import { atom } from 'jotai';

/**
 * The HTTP status the edge answered the page's first location with (a content path without a
 * page is a 404 it already checked). The server render and the hydrating browser both read it,
 * so the 404 page arrives rendered instead of a skeleton that waits for the content system.
 */
export const servedStatusAtom = atom<{ pathname: string; status: number } | null>(null);

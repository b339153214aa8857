import { atom } from 'jotai';

/**
 * Set when this checkout's order was placed: its cart leaves the shared cache at once (header
 * badge), and until the confirmation page has replaced the checkout the cart guard must not take
 * the vanished cart for an empty one.
 */
export const orderPlacedAtom = atom(false);

import { createIcon } from './createIcon';

/** A door with an arrow leaving it: signing out. */
export const SignOutIcon = createIcon(
  'SignOutIcon',
  <>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M9 8l-4 4 4 4" />
    <path d="M5 12h10" />
  </>,
);

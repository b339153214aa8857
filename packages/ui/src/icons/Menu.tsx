import { createIcon } from './createIcon';

export const MenuIcon = createIcon(
  'MenuIcon',
  <>
    <path d="M4 6.5h16M4 12h16M4 17.5h16" />
  </>,
);

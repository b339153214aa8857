import { createIcon } from './createIcon';

export const CartIcon = createIcon(
  'CartIcon',
  <>
    <path d="M2.5 3.5h2.2l2.5 11.1a1.6 1.6 0 0 0 1.6 1.2h8.6a1.6 1.6 0 0 0 1.5-1.2L21 7.5H5.6" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17.5" cy="20" r="1.3" />
  </>,
);

import { createIcon } from './createIcon';

export const PhoneIcon = createIcon(
  'PhoneIcon',
  <>
    <path d="M5.2 3.5h3.2l1.6 4.3-2.1 1.4a11.5 11.5 0 0 0 6.9 6.9l1.4-2.1 4.3 1.6v3.2a1.7 1.7 0 0 1-1.8 1.7C10.6 20 4 13.4 3.5 5.3a1.7 1.7 0 0 1 1.7-1.8Z" />
  </>,
);

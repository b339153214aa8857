import { createIcon } from './createIcon';

export const SellIcon = createIcon(
  'SellIcon',
  <>
    <path d="M3 12.2V4.6A1.6 1.6 0 0 1 4.6 3h7.6l8.3 8.3a1.6 1.6 0 0 1 0 2.3l-6.9 6.9a1.6 1.6 0 0 1-2.3 0L3 12.2Z" />
    <circle cx="7.8" cy="7.8" r="1.4" />
  </>,
);

import { createIcon } from './createIcon';

export const MapPinIcon = createIcon(
  'MapPinIcon',
  <>
    <path d="M12 21s-6.5-5.7-6.5-11a6.5 6.5 0 0 1 13 0c0 5.3-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.5" />
  </>,
);

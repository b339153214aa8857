import { createIcon } from './createIcon';

export const ChevronLeftIcon = createIcon(
  'ChevronLeftIcon',
  <>
    <path d="m15 5-7 7 7 7" />
  </>,
);

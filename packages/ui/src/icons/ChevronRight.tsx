import { createIcon } from './createIcon';

export const ChevronRightIcon = createIcon(
  'ChevronRightIcon',
  <>
    <path d="m9 5 7 7-7 7" />
  </>,
);

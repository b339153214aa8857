import { createIcon } from './createIcon';

export const ChevronDownIcon = createIcon(
  'ChevronDownIcon',
  <>
    <path d="m5 9 7 7 7-7" />
  </>,
);

import { createIcon } from './createIcon';

export const CheckIcon = createIcon(
  'CheckIcon',
  <>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </>,
);

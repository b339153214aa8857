import { createIcon } from './createIcon';

export const HeartIcon = createIcon(
  'HeartIcon',
  <>
    <path d="M12 20s-7.4-4.5-9.1-9.2C1.7 7.5 3.9 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.2 0 5.4 3 4.2 6.3C19.4 15.5 12 20 12 20Z" />
  </>,
);

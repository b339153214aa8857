import { createIcon } from './createIcon';

export const AlertIcon = createIcon(
  'AlertIcon',
  <>
    <path d="M10.3 4.2 2.6 17.6A2 2 0 0 0 4.3 20.5h15.4a2 2 0 0 0 1.7-2.9L13.7 4.2a2 2 0 0 0-3.4 0Z" />
    <path d="M12 9.5v4.5" />
    <path d="M12 17.2v.01" />
  </>,
);

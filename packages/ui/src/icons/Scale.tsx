import { createIcon } from './createIcon';

export const ScaleIcon = createIcon(
  'ScaleIcon',
  <>
    <path d="M12 4v16M8 20h8M4.5 7h15" />
    <path d="m4.5 7-2.7 6.2a3 3 0 0 0 5.4 0L4.5 7ZM19.5 7l-2.7 6.2a3 3 0 0 0 5.4 0L19.5 7Z" />
  </>,
);

import { createIcon } from './createIcon';

export const ListIcon = createIcon(
  'ListIcon',
  <>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <path d="M4.5 6h.01M4.5 12h.01M4.5 18h.01" strokeWidth={2.5} />
  </>,
);

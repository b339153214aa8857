import { createIcon } from './createIcon';

export const SearchIcon = createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M16.2 16.2 21 21" />
  </>,
);

/** For tests: a router held in memory, sharing the app's router contexts. */
export { MemoryRouter } from 'react-router';

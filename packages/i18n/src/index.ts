export * from './stores';
export * from './routes';
export * from './match';
export * from './alternates';
export * from './format';
export * from './cookies';
export type { Messages } from './messages';
export * from './pricelists';
export * from './legal-pages';

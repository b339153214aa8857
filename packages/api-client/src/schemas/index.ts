export * from './error';
export * from './translation';
export * from './category';
export * from './product';
export * from './product-search';
export * from './content';
export * from './health';
export * from './store';

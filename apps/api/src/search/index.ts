// What other features may use of search: the index's input, which the catalogue's repository
// reads. app.ts registers the search plugin from its own file.
export type { Catalogue } from './catalogue-index';
export type { BuyPrices } from './search-catalogue';

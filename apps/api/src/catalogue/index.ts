// What other features may use of the catalogue: the mapping of its rows onto the API's products.
// app.ts registers its plugins and routes from their own files.
export { toProduct } from './product-mapping';

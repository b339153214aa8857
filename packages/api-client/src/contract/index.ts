// The contract between the API and its clients: schemas, error reasons and the endpoint map. It
// imports nothing browser-side, so the API (and any server or script) can depend on it alone.
export * from '../schemas';
export * from './endpoint';
export { allEndpoints, endpoints } from './endpoints';

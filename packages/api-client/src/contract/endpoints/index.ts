import type { Endpoint } from '../endpoint';
import { healthEndpoints } from './health';
import { limitOrderEndpoints } from './limit-orders';

/**
 * The endpoint map: every endpoint declared in the contract, by feature. Features move here one by
 * one (issue 24); a route the map does not hold yet is registered by hand in its feature.
 */
export const endpoints = {
  health: healthEndpoints,
  limitOrders: limitOrderEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

/** Every declared endpoint, in map order. */
export const allEndpoints = (): Endpoint[] =>
  Object.values(endpoints).flatMap((group) => Object.values(group));

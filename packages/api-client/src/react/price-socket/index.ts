export {
  priceStatusAtom,
  usePriceStatus,
  serverNow,
  withPriceResponse,
  initialPriceStatus,
  type PriceStatus,
  type PriceResponseTimes,
} from './price-status';
export {
  connectPriceSocket,
  type PriceSocketConnection,
  type PriceSocketLike,
  type PriceSocketOptions,
} from './connect-price-socket';

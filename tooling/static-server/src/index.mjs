export {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  cacheControlFor,
  isHashedName,
} from './cache-policy.mjs';
export { etagMatches, isNotModified } from './conditional.mjs';
export { contentTypeFor, isCompressible, isKnownAssetExtension } from './content-types.mjs';
export { acceptedEncodings } from './encoding.mjs';
export { resolveInside } from './resolve-path.mjs';
export { ON_THE_FLY_MIN_BYTES, prepareFileResponse } from './serve-file.mjs';
export { createStaticServer, writeFileResponse } from './server.mjs';

/** @typedef {import('./serve-file.mjs').FileResponse} FileResponse */
/** @typedef {import('./serve-file.mjs').FileRequest} FileRequest */
/** @typedef {import('./serve-file.mjs').FileOptions} FileOptions */
/** @typedef {import('./server.mjs').StaticServerOptions} StaticServerOptions */
/** @typedef {import('./encoding.mjs').Encoding} Encoding */

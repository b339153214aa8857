/**
 * The largest request body the API reads (its Fastify `bodyLimit`), in bytes. The edge refuses a
 * larger one itself, with the same 413: the API answers a body over its limit at once and closes
 * the connection, which a proxy still sending the body sees as a failed call, not as the answer.
 */
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;

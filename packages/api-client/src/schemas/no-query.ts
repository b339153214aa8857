import * as v from 'valibot';

/** For calls that take no query: an unknown parameter is a mistake, not something to ignore. */
export const NoQuerySchema = v.strictObject({});

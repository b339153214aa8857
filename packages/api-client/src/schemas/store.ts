import * as v from 'valibot';
import { defaultStoreKey, storeKeys } from '@shop/i18n';

export const storeKeyHeader = 'x-store-key';

export const StoreKeySchema = v.picklist(storeKeys, 'must be one of at, de, ch, li, us');

/** The shop domain of spec section 7; a request without one is served as the default store. */
export const StoreKeyHeaderSchema = v.optional(StoreKeySchema, defaultStoreKey);

/** Request headers as the API validates them; other headers pass untouched. */
export const StoreHeadersSchema = v.object({ [storeKeyHeader]: StoreKeyHeaderSchema });

import { atom } from 'jotai';
import { defaultStoreHostMap, type StoreHostMap } from '@shop/i18n';

/** Which host serves which store, as the edge knows it; the store switch links across them. */
export const storeHostsAtom = atom<StoreHostMap>(defaultStoreHostMap);

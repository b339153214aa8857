import { atom, useAtomValue } from 'jotai';
import { useCallback } from 'react';
import type { AlternateParams } from '../alternates';
import { buildPath, type RouteMatch, type RouteParams } from '../match';
import { getRoute } from '../routes';
import { localeTag, stores, type Language, type Store, type StoreKey } from '../stores';

/** The store the hostname picked; set once by the shell. */
export const storeKeyAtom = atom<StoreKey>('at');
/** The page the shell resolved for the current location. */
export const routeMatchAtom = atom<RouteMatch | null>(null);
/** Translated slugs of the current page's twin, published by pages whose slugs differ by language. */
export const alternateParamsAtom = atom<AlternateParams>({});

export const languageAtom = atom<Language>((get) => get(routeMatchAtom)?.language ?? 'de');

export interface LocaleInfo {
  store: Store;
  language: Language;
  localeTag: string;
}

export function useLocale(): LocaleInfo {
  const storeKey = useAtomValue(storeKeyAtom);
  const language = useAtomValue(languageAtom);
  return { store: stores[storeKey], language, localeTag: localeTag(storeKey, language) };
}

export function useRouteMatch(): RouteMatch | null {
  return useAtomValue(routeMatchAtom);
}

/** Builds links in the current page language. */
export function useLocalizedPath(): (routeId: string, params?: RouteParams) => string {
  const language = useAtomValue(languageAtom);
  return useCallback(
    (routeId: string, params?: RouteParams) => buildPath(getRoute(routeId), language, params),
    [language],
  );
}

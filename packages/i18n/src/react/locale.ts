import { atom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import type { AlternateParams } from '../alternates';
import { buildPath, type RouteMatch, type RouteParams } from '../match';
import { getRoute, type RouteId } from '../routes';
import { localeTag, stores, type Language, type Store, type StoreKey } from '../stores';

/** The store the hostname picked; set once by the shell. */
export const storeKeyAtom = atom<StoreKey>('at');
/** The page the shell resolved for the current location. */
export const routeMatchAtom = atom<RouteMatch | null>(null);
/** Translated slugs of the current page's twin, published by pages whose slugs differ by language. */
export const alternateParamsAtom = atom<AlternateParams>({});

/** A page's own title (a product name, an article headline) replacing its route title. */
export const pageTitleAtom = atom<string | null>(null);

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
export function useLocalizedPath(): (routeId: RouteId, params?: RouteParams) => string {
  const language = useAtomValue(languageAtom);
  return useCallback(
    (routeId: RouteId, params?: RouteParams) => buildPath(getRoute(routeId), language, params),
    [language],
  );
}

/** Publishes the page's title and its twin's slugs to the shell's frame and head. */
export function usePageMeta(title: string | null | undefined, alternates?: AlternateParams): void {
  const setTitle = useSetAtom(pageTitleAtom);
  const setAlternates = useSetAtom(alternateParamsAtom);
  const alternatesKey = JSON.stringify(alternates ?? {});
  const store = useStore();
  // On the server no effect runs: the edge renders the page again until nothing changes, so the
  // frame above the page shows this title in the HTML (and hands it to the hydrating browser).
  if (typeof window === 'undefined') {
    if (store.get(pageTitleAtom) !== (title ?? null)) store.set(pageTitleAtom, title ?? null);
    if (JSON.stringify(store.get(alternateParamsAtom)) !== alternatesKey)
      store.set(alternateParamsAtom, JSON.parse(alternatesKey) as AlternateParams);
  }
  useEffect(() => {
    setTitle(title ?? null);
    return () => setTitle(null);
  }, [title, setTitle]);
  useEffect(() => {
    setAlternates(JSON.parse(alternatesKey) as AlternateParams);
  }, [alternatesKey, setAlternates]);
}

/** Link to a product category: scrap metals have their own page, the others are shop categories. */
export function useCategoryPath(): (category: {
  key: string;
  slug: Record<Language, string>;
}) => string {
  const language = useAtomValue(languageAtom);
  const pathTo = useLocalizedPath();
  return useCallback(
    (category) =>
      category.key === 'scrap-metals'
        ? pathTo('scrapMetals')
        : pathTo('shopCategory', { slug: category.slug[language] }),
    [language, pathTo],
  );
}

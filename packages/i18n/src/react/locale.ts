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
/**
 * Own titles of the page's ancestors in the breadcrumb, by route (the product above its
 * limit-order form), replacing their route titles there.
 */
export const ancestorTitlesAtom = atom<AncestorTitles>({});
export type AncestorTitles = Partial<Record<RouteId, string>>;

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

/** Publishes the page's title, its twin's slugs and its ancestors' titles to the shell's frame and head. */
export function usePageMeta(
  title: string | null | undefined,
  alternates?: AlternateParams,
  ancestors?: AncestorTitles,
): void {
  const setTitle = useSetAtom(pageTitleAtom);
  const setAlternates = useSetAtom(alternateParamsAtom);
  const setAncestors = useSetAtom(ancestorTitlesAtom);
  const alternatesKey = JSON.stringify(alternates ?? {});
  const ancestorsKey = JSON.stringify(ancestors ?? {});
  const store = useStore();
  // On the server no effect runs: the edge renders the page again until nothing changes, so the
  // frame above the page shows this title in the HTML (and hands it to the hydrating browser).
  if (typeof window === 'undefined') {
    if (store.get(pageTitleAtom) !== (title ?? null)) store.set(pageTitleAtom, title ?? null);
    if (JSON.stringify(store.get(alternateParamsAtom)) !== alternatesKey)
      store.set(alternateParamsAtom, JSON.parse(alternatesKey) as AlternateParams);
    if (JSON.stringify(store.get(ancestorTitlesAtom)) !== ancestorsKey)
      store.set(ancestorTitlesAtom, JSON.parse(ancestorsKey) as AncestorTitles);
  }
  useEffect(() => {
    setTitle(title ?? null);
    return () => setTitle(null);
  }, [title, setTitle]);
  useEffect(() => {
    setAlternates(JSON.parse(alternatesKey) as AlternateParams);
  }, [alternatesKey, setAlternates]);
  useEffect(() => {
    setAncestors(JSON.parse(ancestorsKey) as AncestorTitles);
    return () => setAncestors({});
  }, [ancestorsKey, setAncestors]);
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

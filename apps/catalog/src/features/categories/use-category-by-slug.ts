import { useCategories } from '@shop/api-client/react';
import type { Language } from '@shop/i18n';

/** The category whose slug in the page language is `slug`; `category` is null when none has it. */
export function useCategoryBySlug(slug: string, language: Language) {
  const categories = useCategories();
  const category = categories.data?.find((c) => c.slug[language] === slug) ?? null;
  return { ...categories, category };
}

type Bundles = Record<'de' | 'en', Record<string, string>>;

/**
 * The ids one language of a remote's texts has and the other lacks: both empty when its German
 * and English modules pick the same tables.
 */
export function missingTranslations({ de, en }: Bundles): { de: string[]; en: string[] } {
  return {
    de: Object.keys(en).filter((id) => !(id in de)),
    en: Object.keys(de).filter((id) => !(id in en)),
  };
}

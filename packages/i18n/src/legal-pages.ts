import type { Language } from './stores';

/**
 * The legal pages every shop links in its footer. They are content pages (the content catch-all
 * renders them); their paths are fixed here so links and content cannot drift apart.
 */
export const legalPages = [
  { key: 'imprint', slug: { de: 'impressum', en: 'imprint' } },
  { key: 'privacy', slug: { de: 'datenschutz', en: 'privacy-policy' } },
  { key: 'terms', slug: { de: 'agb', en: 'terms-and-conditions' } },
  { key: 'cancellation', slug: { de: 'widerrufsbelehrung', en: 'cancellation-policy' } },
] as const satisfies readonly { key: string; slug: Record<Language, string> }[];

export type LegalPageKey = (typeof legalPages)[number]['key'];

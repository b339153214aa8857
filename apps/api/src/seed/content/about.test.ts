import { matchRoute, pricelistBySlug } from '@shop/i18n';
import { aboutStories } from './about';

interface MenuItem {
  label: string;
  link: string;
  children?: MenuItem[];
}

/** The seeded main navigation of a language, flattened. */
function menuOf(language: 'de' | 'en'): MenuItem[] {
  const menu = aboutStories[language].find((story) => story.path === 'components/cms-menu')!;
  const items = (menu.content as { items: MenuItem[] }).items;
  return items.flatMap((item) => [item, ...(item.children ?? [])]);
}

describe('seeded main navigation', () => {
  it.each([
    ['de', 'Preisliste', 'Zollfreie Preisliste'],
    ['en', 'Price list', 'Duty-free price list'],
  ] as const)(
    'links both price lists (%s), at paths the pricelist route takes',
    (language, standard, dutyFree) => {
      const links = menuOf(language);
      for (const [label, key] of [
        [standard, 'standard'],
        [dutyFree, 'duty-free'],
      ] as const) {
        const item = links.find((l) => l.label === label);
        expect(item).toBeDefined();
        const match = matchRoute(item!.link);
        expect(match).toMatchObject({ kind: 'page', route: { id: 'pricelist' }, language });
        const slug = match?.kind === 'page' ? (match.params.slug ?? '') : '';
        expect(pricelistBySlug(slug, language)?.pricelist.key).toBe(key);
      }
    },
  );
});

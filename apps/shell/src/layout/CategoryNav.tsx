import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { NavLink } from '@shop/router';
import { useCategories } from '@shop/api-client/react';
import { pricelistSlug } from '@shop/i18n';
import { languageAtom, useCategoryPath, useLocalizedPath } from '@shop/i18n/react';
import { Skeleton } from '@shop/ui';

/** Main navigation by product category, from the catalogue itself. */
export function CategoryNav({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const language = useAtomValue(languageAtom);
  const pathTo = useLocalizedPath();
  const categoryPath = useCategoryPath();
  const categories = useCategories();
  return (
    <nav className="shell-nav" aria-label={intl.formatMessage({ id: 'nav.main' })}>
      <ul className="ui-nav-list">
        <li>
          <NavLink className="ui-nav-link" to={pathTo('shop')} end onClick={onNavigate}>
            {intl.formatMessage({ id: 'route.shop' })}
          </NavLink>
        </li>
        {categories.isPending
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={i} aria-hidden="true">
                <Skeleton variant="line" className="ui-nav-skeleton" />
              </li>
            ))
          : (categories.data ?? []).map((category) => (
              <li key={category.key}>
                <NavLink className="ui-nav-link" to={categoryPath(category)} onClick={onNavigate}>
                  {category.name[language]}
                </NavLink>
              </li>
            ))}
        <li>
          {/* Where a customer compares prices: every product's buy and buy-back price at once. */}
          <NavLink
            className="ui-nav-link"
            to={pathTo('pricelist', { slug: pricelistSlug('standard', language) })}
            onClick={onNavigate}
          >
            {intl.formatMessage({ id: 'prices.pricelist.link.standard' })}
          </NavLink>
        </li>
        <li>
          <NavLink className="ui-nav-link" to={pathTo('sellToUs')} onClick={onNavigate}>
            {intl.formatMessage({ id: 'route.sellToUs' })}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

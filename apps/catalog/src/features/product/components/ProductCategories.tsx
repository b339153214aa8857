import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { useCategoryPath, useLocale } from '@shop/i18n/react';
import type { Product } from '@shop/api-client';

export function ProductCategories({ product }: { product: Product }) {
  const intl = useIntl();
  const { language } = useLocale();
  const categoryPath = useCategoryPath();
  if (product.categories.length === 0) return null;
  return (
    <div className="catalog-product__categories">
      <span className="catalog-product__label">
        {intl.formatMessage({ id: 'catalog.product.categories' })}
      </span>
      <ul className="catalog-inline-list">
        {product.categories.map((category) => (
          <li key={category.key}>
            <Link className="ui-link ui-target" to={categoryPath(category)}>
              {category.name[language]}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

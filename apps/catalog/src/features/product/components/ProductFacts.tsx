import { useIntl } from 'react-intl';
import { useLocale } from '@shop/i18n/react';
import type { Product } from '@shop/api-client';
import { formatFineWeight } from '../format-weight';

/** The two figures a bullion buyer compares first: fine weight and fineness. */
export function ProductFacts({ product }: { product: Product }) {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const { fineWeight, fineWeightUnit } = product.attributeFields;
  const facts = [
    fineWeight !== null && fineWeightUnit !== null
      ? { id: 'fineWeight', value: formatFineWeight(fineWeight, fineWeightUnit, localeTag) }
      : null,
    product.fineness ? { id: 'fineness', value: product.fineness } : null,
  ].filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return (
    <dl className="catalog-facts">
      {facts.map((fact) => (
        <div key={fact.id} className="catalog-facts__item">
          <dt>{intl.formatMessage({ id: `catalog.attribute.${fact.id}` })}</dt>
          <dd className="ui-numeric">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

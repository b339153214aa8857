import { useIntl } from 'react-intl';
import { useLocale } from '@shop/i18n/react';
import type { Product } from '@shop/api-client';
import { formatFineWeight } from '../format-weight';
import { attributeLabelId, type AttributeKey } from '../product-attributes';

/** The two figures a bullion buyer compares first: fine weight and fineness. */
export function ProductFacts({ product }: { product: Product }) {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const { fineWeight, fineWeightUnit } = product.attributeFields;
  const candidates: Array<{ id: AttributeKey; value: string } | null> = [
    fineWeight !== null && fineWeightUnit !== null
      ? { id: 'fineWeight', value: formatFineWeight(fineWeight, fineWeightUnit, localeTag) }
      : null,
    product.fineness ? { id: 'fineness', value: product.fineness } : null,
  ];
  const facts = candidates.filter((fact) => fact !== null);
  if (facts.length === 0) return null;
  return (
    <dl className="catalog-facts">
      {facts.map((fact) => (
        <div key={fact.id} className="catalog-facts__item">
          <dt>{intl.formatMessage({ id: attributeLabelId(fact.id) })}</dt>
          <dd className="ui-numeric">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

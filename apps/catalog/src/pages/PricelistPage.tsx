import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { pricelistBySlug, pricelistSlug, type PageProps, type MessageId } from '@shop/i18n';
import { useLocale, useLocalizedPath, usePageMeta } from '@shop/i18n/react';
import type { PreciousMetal } from '@shop/api-client';
import { EmptyState, Skeleton } from '@shop/ui';
import { PricelistMetalNav } from '../features/pricelist/components/PricelistMetalNav';
import { PricelistTable } from '../widgets/PricelistTable';
import { groupByMetal } from '../features/pricelist/pricelist-products';
import { usePricelistProducts } from '../features/pricelist/use-pricelist-products';
import { PricedSkus } from '../shared/prices/use-product-pricing';
import { LoadError } from '../widgets/LoadError';
import '../catalog.css';

export default function PricelistPage({ match }: PageProps) {
  const intl = useIntl();
  const { language } = useLocale();
  const pathTo = useLocalizedPath();
  // The shell's pricelist guard has already turned unknown lists into a 404.
  const resolved = pricelistBySlug(match.params.slug ?? '', language);
  const list = resolved?.pricelist ?? null;
  const metal = (resolved?.metal ?? null) as PreciousMetal | null;
  const products = usePricelistProducts(list?.key ?? 'standard', metal);
  const skus = useMemo(() => products.data?.map((p) => p.sku) ?? [], [products.data]);
  const t = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const listName = list ? t(`catalog.pricelist.${list.key}`) : null;
  usePageMeta(
    listName && metal
      ? t('catalog.pricelist.withMetal', { list: listName, metal: t(`metal.${metal}`) })
      : listName,
    list
      ? {
          de: { slug: pricelistSlug(list.key, 'de', metal) },
          en: { slug: pricelistSlug(list.key, 'en', metal) },
        }
      : undefined,
  );
  if (!list) return null;

  let body;
  if (products.isPending) {
    body = (
      <div aria-busy="true">
        <span role="status" className="ui-sr-only">
          {t('app.loading')}
        </span>
        <Skeleton variant="line" lines={8} />
      </div>
    );
  } else if (products.isError) {
    body = <LoadError onRetry={() => void products.refetch()} />;
  } else if (products.data.length === 0) {
    body = <EmptyState title={t('catalog.pricelist.empty')} />;
  } else {
    body = (
      <PricedSkus skus={skus}>
        {groupByMetal(products.data).map((group) => (
          <PricelistTable key={group.metal ?? 'other'} group={group} />
        ))}
      </PricedSkus>
    );
  }

  return (
    <div className="catalog-stack">
      <p className="catalog-lead">{t(`catalog.pricelist.intro.${list.key}`)}</p>
      <PricelistMetalNav
        current={metal}
        hrefFor={(m) => pathTo('pricelist', { slug: pricelistSlug(list.key, language, m) })}
      />
      <p className="catalog-pricelist-note">{t('catalog.pricelist.perUnit')}</p>
      {body}
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import {
  searchProductsQueryOptions,
  useApiClient,
  useProductIdentifiers,
} from '@shop/api-client/react';
import { ProductCardSkeleton } from '../features/product/components/ProductCardSkeleton';
import { ProductTile } from './ProductTile';
import '../catalog.css';

export interface ProductCardWidgetProps {
  sku: string;
  headingLevel?: 2 | 3;
}

/**
 * One product's card with its live price and cart actions, for other parts of the shop (a
 * content page's product card block). A SKU the catalogue does not hold shows nothing.
 */
export default function ProductCardWidget({ sku, headingLevel = 3 }: ProductCardWidgetProps) {
  const identifiers = useProductIdentifiers();
  const slug = identifiers.data?.find((entry) => entry.sku === sku)?.slug.de;
  const search = useQuery({
    ...searchProductsQueryOptions(useApiClient(), { slug: slug ?? '', limit: 1 }),
    enabled: slug !== undefined,
  });
  const product = slug ? search.data?.results.find((p) => p.sku === sku) : undefined;
  if (identifiers.isError || search.isError || (identifiers.data && !slug)) return null;
  if (!product) return search.data ? null : <ProductCardSkeleton />;
  return <ProductTile product={product} headingLevel={headingLevel} />;
}

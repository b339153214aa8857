import { useIntl } from 'react-intl';
import { EmptyState } from '@shop/ui';
import { ProductListing } from '../widgets/ProductListing';
import { scrapListing } from '../features/listing/listing-query';
import { ScrapCalculator } from '../features/scrap/components/ScrapCalculator';
import { ScrapSellingSteps } from '../features/scrap/components/ScrapSellingSteps';
import '../catalog.css';

export default function ScrapMetalsPage() {
  const intl = useIntl();
  return (
    <div className="catalog-stack">
      <ScrapSellingSteps />
      <ScrapCalculator />
      <ProductListing
        options={scrapListing}
        fixedCategory="scrap-metals"
        heading={intl.formatMessage({ id: 'catalog.scrap.products' })}
        headingVisible
        empty={
          <EmptyState
            headingLevel={3}
            title={intl.formatMessage({ id: 'catalog.listing.emptyCategory.title' })}
          />
        }
      />
    </div>
  );
}

import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { preciousMetals, type PreciousMetal } from '@shop/api-client';

/** Switches between the whole list and one metal of it; the current choice is marked for everyone. */
export function PricelistMetalNav({
  current,
  hrefFor,
}: {
  current: PreciousMetal | null;
  hrefFor: (metal: PreciousMetal | null) => string;
}) {
  const intl = useIntl();
  const items: Array<PreciousMetal | null> = [null, ...preciousMetals];
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'catalog.pricelist.metalNav' })}
      className="catalog-pills"
    >
      <ul>
        {items.map((metal) => (
          <li key={metal ?? 'all'}>
            <Link
              to={hrefFor(metal)}
              className="catalog-pill"
              aria-current={metal === current ? 'page' : undefined}
            >
              {intl.formatMessage({ id: metal ? `metal.${metal}` : 'catalog.pricelist.allMetals' })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

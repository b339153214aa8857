import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { formatMoney } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { scrapBoxLimit } from '../features/scrap/scrap-quote';

/** The scrap metal box (spec 9): for sell carts of scrap alone, up to its value limit. */
export function ScrapMetalBox() {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const pathTo = useLocalizedPath();
  const headingId = useId();
  return (
    <section className="catalog-section catalog-scrap-box" aria-labelledby={headingId}>
      <h2 id={headingId} className="catalog-section-title">
        {intl.formatMessage({ id: 'catalog.sell.box.title' })}
      </h2>
      <p>
        {intl.formatMessage(
          { id: 'catalog.scrap.box' },
          { limit: formatMoney(scrapBoxLimit.centAmount, scrapBoxLimit.currency, localeTag) },
        )}
      </p>
      <Link className="ui-link ui-link--standalone" to={pathTo('scrapMetals')}>
        {intl.formatMessage({ id: 'catalog.sell.box.link' })}
      </Link>
    </section>
  );
}

import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import { legalPages, pricelists, pricelistSlug } from '@shop/i18n';
import { languageAtom, useLocalizedPath } from '@shop/i18n/react';
import { useAtomValue } from 'jotai';
import { NeedsScript, useOpenConsentSettings } from '@shop/app-state';
import { StoreSwitch } from './StoreSwitch';

const serviceLinks = [
  'contact',
  'sellToUs',
  'blog',
  'news',
  'pressReleases',
  'encyclopedia',
  'whistleblower',
] as const;

export function Footer({ compact }: { compact: boolean }) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const language = useAtomValue(languageAtom);
  const openConsentSettings = useOpenConsentSettings();
  const year = new Date().getFullYear();
  return (
    <footer className={`shell-footer${compact ? ' shell-footer--compact' : ''}`}>
      <div className="ui-container">
        <ul className="shell-footer__terms">
          <li>{intl.formatMessage({ id: 'footer.terms.returns' })}</li>
          <li>{intl.formatMessage({ id: 'footer.terms.delivery' })}</li>
          <li>{intl.formatMessage({ id: 'footer.terms.privacy' })}</li>
        </ul>
        {!compact && (
          <div className="shell-footer__columns">
            <nav aria-label={intl.formatMessage({ id: 'prices.pricelist.links' })}>
              <h2 className="shell-footer__heading">
                {intl.formatMessage({ id: 'prices.pricelist.links' })}
              </h2>
              <ul>
                {pricelists.map(({ key }) => (
                  <li key={key}>
                    <Link to={pathTo('pricelist', { slug: pricelistSlug(key, language) })}>
                      {intl.formatMessage({ id: `prices.pricelist.link.${key}` })}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <nav aria-label={intl.formatMessage({ id: 'footer.service' })}>
              <h2 className="shell-footer__heading">
                {intl.formatMessage({ id: 'footer.service' })}
              </h2>
              <ul>
                {serviceLinks.map((id) => (
                  <li key={id}>
                    <Link to={pathTo(id)}>{intl.formatMessage({ id: `route.${id}` })}</Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div>
              <h2 className="shell-footer__heading">{intl.formatMessage({ id: 'store.label' })}</h2>
              <StoreSwitch />
            </div>
          </div>
        )}
        <nav
          className="shell-footer__legal"
          aria-label={intl.formatMessage({ id: 'footer.legal' })}
        >
          <ul>
            {legalPages.map(({ key, slug }) => (
              <li key={key}>
                <Link to={pathTo('contentPage', { slug: slug[language] })}>
                  {intl.formatMessage({ id: `footer.legal.${key}` })}
                </Link>
              </li>
            ))}
            <li>
              <NeedsScript>
                {(disabled) => (
                  <button
                    type="button"
                    disabled={disabled}
                    className="shell-footer__link-button"
                    onClick={openConsentSettings}
                  >
                    {intl.formatMessage({ id: 'footer.cookieSettings' })}
                  </button>
                )}
              </NeedsScript>
            </li>
          </ul>
        </nav>
        <p className="shell-footer__copyright">
          {intl.formatMessage({ id: 'footer.copyright' }, { year })}
        </p>
      </div>
    </footer>
  );
}

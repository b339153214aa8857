import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { legalPages, type LegalPageKey } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Checkbox, Link } from '@shop/ui';
import type { CheckoutEntries } from '../../../shared/checkout-state/checkout-state';

export interface ConsentBoxesProps {
  consents: CheckoutEntries['consents'];
  onChange: (consents: CheckoutEntries['consents']) => void;
}

/**
 * The review step's consents (spec 5: data privacy; terms and cancellation policy). Each names
 * the texts it accepts as links to them, which open in a new tab so the checkout stays as it is.
 * A link inside the label follows the link without ticking the box (HTML label activation skips
 * interactive content).
 */
export function ConsentBoxes({ consents, onChange }: ConsentBoxesProps) {
  const intl = useIntl();
  const { language } = useLocale();
  const pathTo = useLocalizedPath();
  const linkTo =
    (key: LegalPageKey) =>
    (chunks: ReactNode[]): ReactNode => (
      <Link
        key={key}
        href={pathTo('contentPage', {
          slug: legalPages.find((page) => page.key === key)!.slug[language],
        })}
        external
        externalLabel={intl.formatMessage({ id: 'checkout.review.opensInNewTab' })}
      >
        {chunks}
      </Link>
    );
  return (
    <fieldset className="checkout-fieldset">
      <legend>{intl.formatMessage({ id: 'checkout.review.consents' })}</legend>
      <Checkbox
        checked={consents.privacy}
        onChange={(event) => onChange({ ...consents, privacy: event.target.checked })}
        required
        label={intl.formatMessage(
          { id: 'checkout.review.privacy' },
          { privacy: linkTo('privacy') },
        )}
      />
      <Checkbox
        checked={consents.terms}
        onChange={(event) => onChange({ ...consents, terms: event.target.checked })}
        required
        label={intl.formatMessage(
          { id: 'checkout.review.terms' },
          { terms: linkTo('terms'), cancellation: linkTo('cancellation') },
        )}
      />
    </fieldset>
  );
}

import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';

const steps = ['choose', 'order', 'send', 'payout'] as const;

/** The how-to-sell steps (spec 2 content component), in the order a sale runs. */
export function HowToSell() {
  const intl = useIntl();
  const headingId = useId();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <section className="catalog-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="catalog-section-title">
        {t('catalog.sell.howTo.title')}
      </h2>
      <ol className="catalog-steps">
        {steps.map((step) => (
          <li key={step} className="catalog-steps__item">
            <h3 className="catalog-steps__title">{t(`catalog.sell.howTo.${step}.title`)}</h3>
            <p>{t(`catalog.sell.howTo.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

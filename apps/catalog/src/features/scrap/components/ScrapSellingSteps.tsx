import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '@shop/i18n';

const steps = ['weigh', 'fineness', 'payout'] as const;

/** How a scrap purchase runs, in the order it happens. */
export function ScrapSellingSteps() {
  const intl = useIntl();
  const headingId = useId();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <section className="catalog-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="catalog-section-title">
        {t('catalog.scrap.howTo.title')}
      </h2>
      <p className="catalog-lead">{t('catalog.scrap.howTo.intro')}</p>
      <ol className="catalog-steps">
        {steps.map((step) => (
          <li key={step} className="catalog-steps__item">
            <h3 className="catalog-steps__title">{t(`catalog.scrap.step.${step}.title`)}</h3>
            <p>{t(`catalog.scrap.step.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

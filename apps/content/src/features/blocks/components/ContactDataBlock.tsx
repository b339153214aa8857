import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@shop/i18n/react';
import type { BlockProps } from '../types';

/** The dealer's address, phone, e-mail and opening hours. */
export function ContactDataBlock({ block }: BlockProps<'contact-data'>) {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const headingId = useId();
  const country = new Intl.DisplayNames([localeTag], { type: 'region' }).of(block.country);
  const t = (id: 'content.contact.address' | 'content.contact.phone' | 'content.contact.email') =>
    intl.formatMessage({ id });
  return (
    <section className="content-block content-contact-data" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.headline}</h2>
      <dl className="content-contact-data__list">
        <dt>{t('content.contact.address')}</dt>
        <dd>
          <address>
            {block.company}
            <br />
            {block.street}
            <br />
            {block.postalCode} {block.city}
            <br />
            {country ?? block.country}
          </address>
        </dd>
        <dt>{t('content.contact.phone')}</dt>
        <dd>
          <a href={`tel:${block.phone.replace(/\s/g, '')}`}>{block.phone}</a>
        </dd>
        <dt>{t('content.contact.email')}</dt>
        <dd>
          <a href={`mailto:${block.email}`}>{block.email}</a>
        </dd>
        {block.openingHours.length > 0 ? (
          <>
            <dt>{intl.formatMessage({ id: 'content.contact.hours' })}</dt>
            <dd>
              <ul className="content-contact-data__hours">
                {block.openingHours.map((entry) => (
                  <li key={`${entry.days} ${entry.hours}`}>
                    {entry.days}: {entry.hours}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

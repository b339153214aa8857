import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { addressLines, carriers, formatGrams, type Money, type Order } from '@shop/api-client';
import { type StaffOrder } from '@shop/api-client/staff';
import { countryName, formatDate, formatDateTime, formatMoney, type MessageId } from '@shop/i18n';
import { Link as UiLink, Table } from '@shop/ui';
import { usePageLanguage } from '../../../shared/language/language';

function useTexts() {
  const intl = useIntl();
  return {
    intl,
    t: (id: MessageId) => intl.formatMessage({ id }),
    money: ({ centAmount, currency }: Money) => formatMoney(centAmount, currency, intl.locale),
  };
}

/** The lines as ordered, with tax rate per line and the totals, net, tax and gross. */
export function OrderLines({ order }: { order: Order }) {
  const { intl, t, money } = useTexts();
  const language = usePageLanguage();
  const totals: [MessageId, Money][] = [
    ['backoffice.order.subtotalNet', order.taxedPrice.totalNet],
    ['backoffice.order.tax', order.taxedPrice.totalTax],
    [
      'backoffice.order.shipping',
      order.shippingInfo?.price ?? { centAmount: 0, currency: order.currency },
    ],
    ...(order.discount.centAmount > 0
      ? [['backoffice.order.discount', order.discount] as [MessageId, Money]]
      : []),
    ['backoffice.order.total', order.totalGrossPrice],
  ];
  return (
    <Table caption={t('backoffice.order.lines')} density="compact">
      <thead>
        <tr>
          <th scope="col">{t('backoffice.order.product')}</th>
          <th scope="col" className="backoffice-num">
            {t('backoffice.order.quantity')}
          </th>
          <th scope="col" className="backoffice-num">
            {t('backoffice.order.unitPrice')}
          </th>
          <th scope="col" className="backoffice-num">
            {t('backoffice.order.taxRate')}
          </th>
          <th scope="col" className="backoffice-num">
            {t('backoffice.order.lineTotal')}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lineItems.map((line) => (
          <tr key={line.id}>
            <th scope="row">
              <span className="backoffice-customer">
                <span>{line.name[language]}</span>
                <code className="backoffice-muted">{line.sku}</code>
              </span>
            </th>
            <td className="backoffice-num">
              {line.isScrap
                ? intl.formatMessage(
                    { id: 'backoffice.orders.grams' },
                    { amount: formatGrams(line.quantity, intl.locale) },
                  )
                : line.quantity}
            </td>
            <td className="backoffice-num">{money(line.price)}</td>
            <td className="backoffice-num">
              {intl.formatNumber(line.taxRate / 10_000, {
                style: 'percent',
                maximumFractionDigits: 2,
              })}
            </td>
            <td className="backoffice-num">{money(line.totalPrice)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map(([label, amount]) => (
          <tr key={label}>
            <th scope="row" colSpan={4}>
              {t(label)}
            </th>
            <td className="backoffice-num">{money(amount)}</td>
          </tr>
        ))}
      </tfoot>
    </Table>
  );
}

/** A titled part of the order page, named by its heading. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="backoffice-section" aria-labelledby={id}>
      <h2 className="backoffice-subheading" id={id}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="backoffice-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="backoffice-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Payment and delivery, the addresses, the consents and comment, and the campaign values. */
export function OrderFacts({ staffOrder }: { staffOrder: StaffOrder }) {
  const { intl, t, money } = useTexts();
  const { order, payment, shipment, consents } = staffOrder;
  const country = (code: string) => countryName(code, intl.locale);
  const carrierName = (carrier: string) => {
    const known = carriers.find((candidate) => candidate === carrier);
    return known ? t(`order.carrier.${known}`) : carrier;
  };
  const payoutAccount = order.payoutBankDetails;
  const paymentRows: [string, ReactNode][] = [
    [
      t('backoffice.order.paymentMethod'),
      order.paymentMethod ? t(`order.payment.${order.paymentMethod}`) : t('backoffice.order.none'),
    ],
    [
      t('backoffice.order.paymentDate'),
      order.paymentDate
        ? formatDate(order.paymentDate, order.store)
        : t('backoffice.order.notPaid'),
    ],
    ...(payment.received
      ? ([
          [
            t('backoffice.order.received'),
            <>
              {money(payment.received)}
              {payment.amountMismatch && ` (${t('backoffice.orders.mismatch')})`}
            </>,
          ],
        ] as [string, ReactNode][])
      : []),
    ...(payment.reference
      ? ([[t('backoffice.orders.field.reference'), payment.reference]] as [string, ReactNode][])
      : []),
    [
      t('backoffice.order.deliveryMethod'),
      order.shippingInfo
        ? t(`order.delivery.${order.shippingInfo.methodKey}`)
        : t('backoffice.order.none'),
    ],
    ...(shipment
      ? ([
          [
            t('backoffice.order.tracking'),
            <>
              {`${carrierName(shipment.carrier)} ${shipment.trackingNumber} `}
              {order.trackingUrl && (
                <UiLink href={order.trackingUrl} target="_blank" rel="noopener noreferrer">
                  {t('backoffice.order.trackingLink')}
                </UiLink>
              )}
            </>,
          ],
        ] as [string, ReactNode][])
      : []),
    ...(order.cashIdentificationRequired
      ? ([[t('backoffice.order.cashId'), t('backoffice.order.cashId.required')]] as [
          string,
          ReactNode,
        ][])
      : []),
    ...(payoutAccount
      ? ([
          [
            t('backoffice.order.payoutAccount'),
            payoutAccount.kind === 'iban'
              ? `${payoutAccount.accountOwner}, ${payoutAccount.iban}`
              : `${payoutAccount.accountOwner}, ${payoutAccount.accountNumber} / ${payoutAccount.routingNumber}`,
          ],
        ] as [string, ReactNode][])
      : []),
  ];
  const utm = Object.entries(order.utmParams ?? {});
  return (
    <div className="backoffice-columns">
      <Section title={t('backoffice.order.paymentAndDelivery')}>
        <Facts rows={paymentRows} />
      </Section>
      {(
        [
          ['backoffice.order.shippingAddress', order.shippingAddress],
          ['backoffice.order.billingAddress', order.billingAddress],
        ] as const
      ).map(([label, address]) => (
        <Section key={label} title={t(label)}>
          <address className="backoffice-address">
            {addressLines(address, country).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </Section>
      ))}
      <Section title={t('backoffice.order.consents')}>
        {consents ? (
          <Facts
            rows={[
              [t('backoffice.order.consent.terms'), consents.termsVersion ?? '–'],
              [t('backoffice.order.consent.privacy'), consents.privacyVersion ?? '–'],
              [
                t('backoffice.order.consent.at'),
                formatDateTime(consents.acceptedAt, order.store, intl.locale),
              ],
            ]}
          />
        ) : (
          <p className="backoffice-muted">{t('backoffice.order.consent.none')}</p>
        )}
        <h3 className="backoffice-subheading">{t('backoffice.order.comment')}</h3>
        <p className="backoffice-multiline">{order.comment ?? t('backoffice.order.noComment')}</p>
      </Section>
      <Section title={t('backoffice.order.utm')}>
        {utm.length > 0 ? (
          <Facts rows={utm.map(([key, value]) => [key, value])} />
        ) : (
          <p className="backoffice-muted">{t('backoffice.order.noUtm')}</p>
        )}
      </Section>
    </div>
  );
}

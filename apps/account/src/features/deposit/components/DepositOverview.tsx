import type { MessageId } from '@shop/i18n';
import { formatDate, formatMoney, formatNumber } from '@shop/i18n';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import type { Deposit, Money } from '@shop/api-client';
import { useDeposit } from '@shop/api-client/react';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { useOpenModal } from '@shop/app-state';
import { Button, ButtonLink, EmptyState, Link as UiLink, Skeleton, Table, Toast } from '@shop/ui';
import { formatSignedMoney, formatSignedPercent, gainClass } from '../format';
import { DepositIncoming } from './DepositIncoming';
import { DepositValueChart } from './DepositValueChart';
import { SellFromDeposit } from './SellFromDeposit';

/**
 * The deposit page: opening one, or its number, value, positions (each one to sell), value over
 * time and the purchases on their way.
 */
export function DepositOverview() {
  const intl = useIntl();
  const openModal = useOpenModal();
  const { deposit, isPending, isError, refetch, isValuing } = useDeposit();
  const t = (id: MessageId) => intl.formatMessage({ id });

  let content: ReactNode;
  if (deposit) content = <DepositView deposit={deposit} isValuing={isValuing} />;
  else if (isPending) content = <Skeleton variant="block" height="16rem" />;
  else if (isError)
    content = (
      <Toast
        type="error"
        inline
        action={
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t('account.retry')}
          </Button>
        }
      >
        {t('account.deposit.loadFailed')}
      </Toast>
    );
  else
    content = (
      <EmptyState
        headingLevel={3}
        title={t('account.deposit.none')}
        text={t('account.deposit.noneText')}
        action={<Button onClick={() => openModal('deposit')}>{t('account.deposit.open')}</Button>}
      />
    );

  return (
    <section className="ui-stack ui-stack--lg" aria-labelledby="account-deposit-title">
      <h2 id="account-deposit-title" className="account-heading">
        {t('account.deposit.title')}
      </h2>
      {content}
    </section>
  );
}

function DepositView({ deposit, isValuing }: { deposit: Deposit; isValuing: boolean }) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const { store, language, localeTag } = useLocale();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const money = ({ centAmount, currency }: Money) => formatMoney(centAmount, currency, localeTag);
  const { difference, differencePercent } = deposit;
  const time = new Intl.DateTimeFormat(localeTag, {
    timeStyle: 'short',
    timeZone: store.key === 'us' ? 'America/New_York' : 'Europe/Vienna',
  });
  const facts: [MessageId, ReactNode][] = [
    ['account.deposit.number', deposit.depotNumber],
    ['account.deposit.openDate', formatDate(deposit.openedAt, store.key)],
    ['account.deposit.openingValue', money(deposit.openingValue)],
    ['account.deposit.currentValue', money(deposit.currentValue)],
    [
      'account.deposit.difference',
      <span key="difference" className={gainClass(difference.centAmount)}>
        {formatSignedMoney(difference.centAmount, difference.currency, localeTag)}
        {differencePercent === null
          ? null
          : ` (${formatSignedPercent(differencePercent, localeTag)})`}
      </span>,
    ],
  ];

  return (
    <div className="ui-stack ui-stack--lg">
      <dl className="account-facts" aria-label={t('account.deposit.summary')}>
        {facts.map(([label, value]) => (
          <div key={label} className="account-facts__row">
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="ui-text-muted" role="status">
        {isValuing
          ? t('account.deposit.revaluing')
          : intl.formatMessage(
              { id: 'account.deposit.valuedAt' },
              {
                date: formatDate(deposit.valuedAt, store.key),
                time: time.format(new Date(deposit.valuedAt)),
              },
            )}
      </p>
      {deposit.positions.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('account.deposit.positionsEmpty')}
          text={t('account.deposit.positionsEmptyText')}
          action={
            <ButtonLink as={Link} href={pathTo('shop')} variant="outline">
              {t('account.deposit.toShop')}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <Table caption={t('account.deposit.positions')}>
            <thead>
              <tr>
                <th scope="col">{t('account.deposit.product')}</th>
                <th scope="col" className="account-num">
                  {t('account.deposit.quantity')}
                </th>
                <th scope="col" className="account-num">
                  {t('account.deposit.fineWeight')}
                </th>
                <th scope="col" className="account-num">
                  {t('account.deposit.cost')}
                </th>
                <th scope="col" className="account-num">
                  {t('account.deposit.unitValue')}
                </th>
                <th scope="col" className="account-num">
                  {t('account.deposit.value')}
                </th>
                <th scope="col">
                  <span className="ui-sr-only">{t('account.deposit.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deposit.positions.map((position) => (
                <tr key={position.sku}>
                  <th scope="row">
                    {position.slug[language] ? (
                      <UiLink as={Link} href={pathTo('product', { slug: position.slug[language] })}>
                        {position.name[language]}
                      </UiLink>
                    ) : (
                      position.name[language]
                    )}
                  </th>
                  <td className="account-num">{position.quantity}</td>
                  <td className="account-num">
                    {position.fineWeightGrams === null
                      ? '–'
                      : intl.formatMessage(
                          { id: 'account.grams' },
                          {
                            amount: formatNumber(
                              position.fineWeightGrams * position.quantity,
                              localeTag,
                              { maximumFractionDigits: 2 },
                            ),
                          },
                        )}
                  </td>
                  <td className="account-num">{money(position.cost)}</td>
                  <td className="account-num">
                    {position.unitValue
                      ? money(position.unitValue)
                      : t('account.deposit.notBoughtBack')}
                  </td>
                  <td className="account-num">{money(position.value)}</td>
                  <td>
                    <SellFromDeposit position={position} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <DepositValueChart deposit={deposit} />
        </>
      )}
      <DepositIncoming incoming={deposit.incoming} />
    </div>
  );
}

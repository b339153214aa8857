import { formatMoney, type MessageId } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import type { Money, Order } from '@shop/api-client';
import { useOfferDecision } from '@shop/api-client/react';
import { errorText } from '@shop/forms';
import { Button, Card, CardBody, Modal, Table, Toast } from '@shop/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';

/** The order as far as the page knows it: a link's key alone does not read the order. */
type OfferOrder = Pick<Order, 'id' | 'lineItems' | 'settlement'>;

/**
 * A sale whose payout changed at the assay: the new payout per line with its reason, and the
 * customer's answer (declining is confirmed first: the goods go back and the sale is cancelled).
 */
export function OfferDecision({
  order,
  token,
  onDecided,
}: {
  order: OfferOrder;
  /** The offer mail's link key, when the customer came without the order's session. */
  token?: string;
  onDecided: (decision: 'accept' | 'decline', order: Order) => void;
}) {
  const intl = useIntl();
  const { language, localeTag } = useLocale();
  const decide = useOfferDecision(order.id, token);
  const [confirmingDecline, setConfirmingDecline] = useState(false);
  const t = (id: MessageId) => intl.formatMessage({ id });
  const money = ({ centAmount, currency }: Money) => formatMoney(centAmount, currency, localeTag);
  const answer = (decision: 'accept' | 'decline') =>
    decide.mutate(decision, { onSuccess: (answered) => onDecided(decision, answered) });
  const settlement = order.settlement;
  return (
    <Card>
      <CardBody className="ui-stack">
        <h3 className="account-subheading" id="account-order-offer">
          {t('account.order.offer.title')}
        </h3>
        <p>{t('account.order.offer.text')}</p>
        {settlement && (
          <Table caption={t('account.order.offer.lines')} stacked>
            <thead>
              <tr>
                <th scope="col">{t('account.order.product')}</th>
                <th scope="col" className="account-num">
                  {t('account.order.offer.ordered')}
                </th>
                <th scope="col" className="account-num">
                  {t('account.order.offer.assayed')}
                </th>
                <th scope="col">{t('account.order.offer.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {settlement.lines.map((line) => {
                const ordered = order.lineItems.find((item) => item.id === line.lineId);
                return (
                  <tr key={line.lineId}>
                    <th scope="row">{ordered?.name[language] ?? line.lineId}</th>
                    <td className="account-num" data-label={t('account.order.offer.ordered')}>
                      {money(line.orderedPayout)}
                    </td>
                    <td className="account-num" data-label={t('account.order.offer.assayed')}>
                      {line.received && line.payout
                        ? money(line.payout)
                        : t('account.order.offer.missing')}
                    </td>
                    <td data-label={t('account.order.offer.reason')}>{line.reason ?? ''}</td>
                  </tr>
                );
              })}
            </tbody>
            {settlement.payout && (
              <tfoot>
                <tr className="account-total">
                  <th scope="row" colSpan={2}>
                    {t('account.order.offer.total')}
                  </th>
                  <td className="account-num">{money(settlement.payout)}</td>
                  <td />
                </tr>
              </tfoot>
            )}
          </Table>
        )}
        {decide.isError && !confirmingDecline && (
          <Toast type="error" inline>
            {errorText(intl, decide.error)}
          </Toast>
        )}
        <div className="account-actions">
          <Button
            loading={decide.isPending && decide.variables === 'accept'}
            onClick={() => answer('accept')}
          >
            {t('account.order.offer.accept')}
          </Button>
          <Button variant="outline" onClick={() => setConfirmingDecline(true)}>
            {t('account.order.offer.decline')}
          </Button>
        </div>
        <Modal
          open={confirmingDecline}
          onClose={() => setConfirmingDecline(false)}
          size="sm"
          title={t('account.order.offer.declineTitle')}
          closeLabel={t('modal.close')}
          description={t('account.order.offer.declineText')}
          footer={
            <>
              <Button variant="outline" onClick={() => setConfirmingDecline(false)}>
                {t('account.order.offer.back')}
              </Button>
              <Button variant="danger" loading={decide.isPending} onClick={() => answer('decline')}>
                {t('account.order.offer.declineConfirm')}
              </Button>
            </>
          }
        >
          {decide.isError && (
            <Toast type="error" inline>
              {errorText(intl, decide.error)}
            </Toast>
          )}
        </Modal>
      </CardBody>
    </Card>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import type {
  PriceInputs,
  StaffPricePreview,
  StaffProduct,
  StorePriceInputs,
} from '@shop/api-client/staff';
import { useStaffPricePreview, useUpdateStaffProduct } from '@shop/api-client/staff/react';
import { failureOf, FormAlert, type FormFailure } from '@shop/forms';
import { formatDateTime, formatMoney, type MessageId, type StoreKey } from '@shop/i18n';
import { Button, Checkbox, Input, Table, Toast } from '@shop/ui';
import { bpsOf, percentOf } from '../catalogue-filters';

interface Row {
  own: boolean;
  premium: string;
  spread: string;
}
type Money = StaffProduct['prices'][number]['buy'];

/** The largest premium and spread the contract takes, in basis points. */
const maxPremiumBps = 100_000;
const maxSpreadBps = 9_999;

/** The proposal of the rows, or the message id of each field that is no valid percent. */
function proposalOf(rows: Record<string, Row>) {
  const prices: StorePriceInputs = {};
  const errors: Record<string, { premium?: MessageId; spread?: MessageId }> = {};
  for (const [store, row] of Object.entries(rows) as [StoreKey, Row][]) {
    if (!row.own) {
      prices[store] = null;
      continue;
    }
    const premiumBps = bpsOf(row.premium);
    const spreadBps = bpsOf(row.spread);
    const error: { premium?: MessageId; spread?: MessageId } = {};
    if (premiumBps === undefined || (premiumBps ?? 0) > maxPremiumBps)
      error.premium = 'validation.premium';
    if (spreadBps === undefined || (spreadBps ?? 0) > maxSpreadBps)
      error.spread = 'validation.spread';
    if (error.premium || error.spread) errors[store] = error;
    else prices[store] = { premiumBps: premiumBps ?? null, spreadBps: spreadBps ?? null };
  }
  return { prices, errors };
}

/**
 * The premium over spot and the buy-back spread per store (the member's stores), the price
 * engine's inputs: a store follows the price policy until it has values of its own. "Preview"
 * asks the API to price the proposal with the real engine; saving applies at the next
 * recalculation.
 */
export function PricesForm({ product }: { product: StaffProduct }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  const update = useUpdateStaffProduct(product.sku);
  const preview = useStaffPricePreview(product.sku);
  const initialRows = () =>
    Object.fromEntries(
      product.prices.map((p) => [
        p.store,
        {
          own: p.own !== null,
          premium: percentOf((p.own ?? p.effective).premiumBps, intl.locale),
          spread: percentOf((p.own ?? p.effective).spreadBps, intl.locale),
        },
      ]),
    ) as Record<string, Row>;
  const [rows, setRows] = useState(initialRows);
  const [errors, setErrors] = useState<ReturnType<typeof proposalOf>['errors']>({});
  const [failure, setFailure] = useState<FormFailure>(null);
  const [saved, setSaved] = useState(false);
  const [previewed, setPreviewed] = useState<StaffPricePreview | null>(null);
  if (product.metal === null)
    return <p className="backoffice-muted">{t('backoffice.product.prices.noMetal')}</p>;

  const change = (store: StoreKey, patch: Partial<Row>) => {
    setRows((current) => ({ ...current, [store]: { ...current[store]!, ...patch } }));
    setPreviewed(null);
    setSaved(false);
  };
  const checked = () => {
    const proposal = proposalOf(rows);
    setErrors(proposal.errors);
    setFailure(null);
    return Object.keys(proposal.errors).length === 0 ? proposal.prices : null;
  };
  const money = (value: Money) =>
    value
      ? formatMoney(value.centAmount, value.currency, intl.locale)
      : t('backoffice.product.prices.notSold');
  const percent = (inputs: PriceInputs) =>
    intl.formatMessage(
      { id: 'backoffice.product.prices.policy' },
      {
        premium:
          inputs.premiumBps === null
            ? t('backoffice.product.prices.none')
            : `${percentOf(inputs.premiumBps, intl.locale)} %`,
        spread:
          inputs.spreadBps === null
            ? t('backoffice.product.prices.none')
            : `${percentOf(inputs.spreadBps, intl.locale)} %`,
      },
    );
  const onPreview = () => {
    const prices = checked();
    if (!prices) return;
    preview.mutate(
      { prices },
      { onSuccess: setPreviewed, onError: (error) => setFailure(failureOf(error)) },
    );
  };
  const onSave = () => {
    const prices = checked();
    if (!prices) return;
    update.mutate(
      { prices },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => setFailure(failureOf(error)),
      },
    );
  };
  return (
    <div className="ui-stack">
      <p className="backoffice-muted">{t('backoffice.product.prices.intro')}</p>
      <FormAlert failure={failure} />
      {saved && (
        <Toast type="success" inline>
          {t('backoffice.product.saved')}
        </Toast>
      )}
      <Table caption={t('backoffice.product.prices.table')} density="compact">
        <thead>
          <tr>
            <th scope="col">{t('backoffice.product.prices.col.store')}</th>
            <th scope="col">{t('backoffice.product.prices.col.own')}</th>
            <th scope="col">{t('backoffice.product.prices.col.premium')}</th>
            <th scope="col">{t('backoffice.product.prices.col.spread')}</th>
            <th scope="col" className="backoffice-num">
              {t('backoffice.product.prices.col.now')}
            </th>
            <th scope="col" className="backoffice-num">
              {t('backoffice.product.prices.col.preview')}
            </th>
          </tr>
        </thead>
        <tbody>
          {product.prices.map((price) => {
            const store = price.store;
            const row = rows[store]!;
            const storeName = t(`store.${store}`);
            const proposed = previewed?.prices.find((p) => p.store === store);
            const fieldError = (name: 'premium' | 'spread') => {
              const id = errors[store]?.[name];
              return id ? t(id) : undefined;
            };
            const input = (name: 'premium' | 'spread') => (
              <div className="ui-stack ui-stack--xs">
                <Input
                  aria-label={intl.formatMessage(
                    {
                      id:
                        name === 'premium'
                          ? 'backoffice.product.prices.premiumIn'
                          : 'backoffice.product.prices.spreadIn',
                    },
                    { store: storeName },
                  )}
                  inputMode="decimal"
                  disabled={!row.own}
                  invalid={Boolean(fieldError(name))}
                  value={row[name]}
                  onChange={(event) => change(store, { [name]: event.target.value })}
                />
                {fieldError(name) && (
                  <span className="ui-field__error" role="alert">
                    {fieldError(name)}
                  </span>
                )}
              </div>
            );
            return (
              <tr key={store}>
                <th scope="row">{storeName}</th>
                <td>
                  <Checkbox
                    label={
                      <span className="ui-sr-only">
                        {intl.formatMessage(
                          { id: 'backoffice.product.prices.ownIn' },
                          { store: storeName },
                        )}
                      </span>
                    }
                    checked={row.own}
                    onChange={(event) => change(store, { own: event.target.checked })}
                  />
                  {!row.own && <span className="backoffice-muted">{percent(price.effective)}</span>}
                </td>
                <td>{input('premium')}</td>
                <td>{input('spread')}</td>
                <td className="backoffice-num">
                  {money(price.buy)} / {money(price.sell)}
                </td>
                <td className="backoffice-num" aria-live="polite">
                  {proposed ? `${money(proposed.buy)} / ${money(proposed.sell)}` : '–'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
      <p className="backoffice-muted">
        {t('backoffice.product.prices.empty')}{' '}
        {product.pricesAt &&
          intl.formatMessage(
            { id: 'backoffice.product.prices.at' },
            { time: formatDateTime(product.pricesAt, 'at', intl.locale) },
          )}
      </p>
      <div className="backoffice-filters__actions">
        <Button variant="secondary" onClick={onPreview} loading={preview.isPending}>
          {t('backoffice.product.prices.preview')}
        </Button>
        <Button onClick={onSave} loading={update.isPending}>
          {t('backoffice.product.prices.save')}
        </Button>
      </div>
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@shop/router';
import {
  formatGrams,
  gramsInputValue,
  maxLineItemQuantity,
  parseGrams,
  type LineItem,
} from '@shop/api-client';
import { formatMoney, type MessageId } from '@shop/i18n';
import { useLocale, useLocalizedPath } from '@shop/i18n/react';
import { Button, Price } from '@shop/ui';

/**
 * What a buy line says about stock: nothing while plenty is left; a line the order would refuse
 * names the product and what to do (spec 8: out-of-stock items must be substituted or removed).
 */
function stockMessage(line: LineItem): MessageId | null {
  if (line.availability === 'soldOut') return 'checkout.cart.stock.soldOut';
  if (line.unitsLeft !== null)
    return line.outOfStock ? 'checkout.cart.stock.reduce' : 'checkout.cart.stock.few';
  return line.outOfStock ? 'checkout.cart.stock.short' : null;
}

/**
 * One line: the product with its link and, in a buy cart, how much is left when stock is short;
 * the quantity to change, remove, unit and line price.
 */
export function CartLineRow({
  line,
  buy,
  busy,
  onQuantity,
  onRemove,
}: {
  line: LineItem;
  /** A purchase: stock matters (sales do not draw on it). */
  buy: boolean;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const intl = useIntl();
  const { language, localeTag } = useLocale();
  const pathTo = useLocalizedPath();
  // Scrap is weighed to a tenth of a gram, written with the locale's decimal mark (12,5).
  const asText = (quantity: number) =>
    line.isScrap ? gramsInputValue(quantity, localeTag) : String(quantity);
  const [text, setText] = useState(() => asText(line.quantity));
  const [shown, setShown] = useState(line.quantity);
  const inputId = useId();
  const problemId = useId();
  // The server's answer wins: after a change or a retry the field shows the cart's quantity.
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setText(asText(line.quantity));
  }
  const name = line.name[language];
  const stock = buy ? stockMessage(line) : null;
  const grams = line.isScrap ? parseGrams(text) : null;
  const pieces = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  const quantity = grams ? ('grams' in grams ? grams.grams : NaN) : pieces;
  const valid = grams ? 'grams' in grams : pieces >= 1 && pieces <= maxLineItemQuantity;
  const problem = grams && 'problem' in grams ? grams.problem : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && quantity !== line.quantity) onQuantity(quantity);
  };

  return (
    <tr data-sku={line.sku}>
      <th scope="row">
        <Link className="ui-link" to={pathTo('product', { slug: line.slug[language] })}>
          {name}
        </Link>
        {stock ? (
          <span
            className={`checkout-cart__stock${line.outOfStock ? ' checkout-cart__stock--short' : ''}`}
          >
            {intl.formatMessage({ id: stock }, { count: line.unitsLeft, name })}
          </span>
        ) : null}
      </th>
      <td data-label={intl.formatMessage({ id: 'checkout.cart.column.quantity' })}>
        <form className="checkout-cart__quantity" onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="ui-sr-only">
            {intl.formatMessage({ id: 'checkout.cart.quantityOf' }, { name })}
          </label>
          {line.isScrap ? (
            // Text, not number: a number field drops "12,5" typed in German.
            <input
              id={inputId}
              className="ui-input"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={text}
              aria-invalid={!valid}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => setText(event.target.value)}
            />
          ) : (
            <input
              id={inputId}
              className="ui-input"
              type="number"
              inputMode="numeric"
              min={1}
              max={maxLineItemQuantity}
              value={text}
              aria-invalid={!valid}
              onChange={(event) => setText(event.target.value)}
            />
          )}
          {line.isScrap ? <span>{intl.formatMessage({ id: 'checkout.cart.grams' })}</span> : null}
          <Button type="submit" variant="secondary" size="sm" disabled={busy || !valid}>
            {intl.formatMessage({ id: 'checkout.cart.update' })}
          </Button>
          {problem ? (
            <span id={problemId} role="alert" className="checkout-cart__quantity-problem">
              {intl.formatMessage(
                { id: `checkout.cart.grams.${problem}` },
                { max: formatGrams(maxLineItemQuantity, localeTag) },
              )}
            </span>
          ) : null}
        </form>
      </td>
      <td
        className="checkout-num"
        data-label={intl.formatMessage({ id: 'checkout.cart.column.unitPrice' })}
      >
        <Price
          inline
          centAmount={line.price.centAmount}
          currency={line.price.currency}
          locale={localeTag}
        />
        {line.previousPrice ? (
          // Flagged by the recalculation that changed it (spec 8: prices updated, verify).
          <del className="checkout-cart__previous-price">
            {intl.formatMessage(
              { id: 'checkout.cart.previousPrice' },
              {
                price: formatMoney(
                  line.previousPrice.centAmount,
                  line.previousPrice.currency,
                  localeTag,
                ),
              },
            )}
          </del>
        ) : null}
      </td>
      <td
        className="checkout-num"
        data-label={intl.formatMessage({ id: 'checkout.cart.column.total' })}
      >
        <Price
          inline
          centAmount={line.totalPrice.centAmount}
          currency={line.totalPrice.currency}
          locale={localeTag}
        />
      </td>
      <td className="checkout-cart__remove">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={onRemove}
          aria-label={intl.formatMessage({ id: 'checkout.cart.remove' }, { name })}
        >
          {intl.formatMessage({ id: 'checkout.cart.removeShort' })}
        </Button>
      </td>
    </tr>
  );
}

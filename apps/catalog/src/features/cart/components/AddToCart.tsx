import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { maxLineItemQuantity, type PriceType, type ProductPricing } from '@shop/api-client';
import { formatMoney, type MessageId } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { NeedsScript } from '@shop/app-state';
import { Button, type ButtonVariant } from '@shop/ui';
import { nextTier } from '../next-tier';
import { useAddToCart } from '../use-add-to-cart';

export interface AddToCartProps {
  sku: string;
  /** The product's name in the page language, for the confirmation. */
  name: string;
  type: PriceType;
  pricing: ProductPricing | null;
  /** A smaller form for product cards and price lists. */
  compact?: boolean;
  /** Secondary where it stands beside the other side's action, so buying stays the main one. */
  variant?: ButtonVariant;
  /**
   * Why the product cannot be put into the cart now (sold out): the controls are disabled and
   * this reason stands in place of the tier hint.
   */
  unavailable?: MessageId;
}

/** Quantity, the next price tier and the button that puts the product into the buy or sell cart. */
export function AddToCart({
  sku,
  name,
  type,
  pricing,
  compact = false,
  variant = 'primary',
  unavailable,
}: AddToCartProps) {
  const intl = useIntl();
  const { localeTag } = useLocale();
  const { add, pending } = useAddToCart(type);
  const [text, setText] = useState('1');
  const inputId = useId();
  const hintId = useId();
  const quantity = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  const valid = quantity >= 1 && quantity <= maxLineItemQuantity;
  const tier = nextTier(pricing, type, valid ? quantity : 1);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid || pending || unavailable) return;
    if (await add(sku, quantity, name)) setText('1');
  };

  return (
    <form
      className={
        compact ? 'catalog-add-to-cart catalog-add-to-cart--compact' : 'catalog-add-to-cart'
      }
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <label htmlFor={inputId} className={compact ? 'ui-sr-only' : 'catalog-add-to-cart__label'}>
        {intl.formatMessage({ id: 'catalog.cart.quantity' })}
      </label>
      <NeedsScript>
        {(inputDisabled) => (
          <input
            id={inputId}
            className="ui-input catalog-add-to-cart__quantity"
            type="number"
            inputMode="numeric"
            min={1}
            max={maxLineItemQuantity}
            step={1}
            value={text}
            // Typed into the server's HTML, a quantity would be reset by hydration.
            disabled={inputDisabled || unavailable !== undefined}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={!valid}
            aria-describedby={hintId}
          />
        )}
      </NeedsScript>
      <Button
        type="submit"
        variant={variant}
        disabled={!valid || pending || unavailable !== undefined}
        aria-busy={pending}
        aria-describedby={hintId}
      >
        {intl.formatMessage({
          id: pending
            ? 'catalog.cart.adding'
            : type === 'buy'
              ? 'catalog.cart.add'
              : 'catalog.cart.sell',
        })}
      </Button>
      <p id={hintId} className="catalog-add-to-cart__hint" role={valid ? undefined : 'alert'}>
        {unavailable
          ? intl.formatMessage({ id: unavailable })
          : !valid
            ? intl.formatMessage(
                { id: 'catalog.cart.quantityInvalid' },
                { max: maxLineItemQuantity },
              )
            : tier
              ? intl.formatMessage(
                  { id: 'catalog.cart.tierHint' },
                  {
                    minQuantity: tier.minQuantity,
                    price: formatMoney(tier.centAmount, tier.currency, localeTag),
                  },
                )
              : null}
      </p>
    </form>
  );
}

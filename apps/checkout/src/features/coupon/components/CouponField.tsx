import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorCodes, type Cart } from '@shop/api-client';
import { useChangeCart } from '@shop/api-client/react';
import { useLocale } from '@shop/i18n/react';
import { Button, FormField, Input } from '@shop/ui';
import { errorCodeText, errorText } from '@shop/forms';

/**
 * A buy cart's coupon (spec 5: one per cart): a code field while the cart has none, else the
 * coupon with its remove button. The discount itself is a line of the totals beside it; the API
 * judges the code and its message is shown at the field.
 */
export function CouponField({ cart }: { cart: Cart }) {
  const intl = useIntl();
  const { language } = useLocale();
  const change = useChangeCart('buy', language);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const removeErrorId = useId();
  // Back to the field with its message, which the field's aria-describedby then reads out.
  const input = useRef<HTMLInputElement>(null);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') {
      setError(errorCodeText(intl, errorCodes.couponEmpty));
      input.current?.focus();
      return;
    }
    setError(null);
    try {
      await change.mutateAsync({ kind: 'addCoupon', code: code.trim() });
      setCode('');
    } catch (failure) {
      setError(errorText(intl, failure));
      input.current?.focus();
    }
  };
  const remove = async () => {
    setError(null);
    try {
      await change.mutateAsync({ kind: 'removeCoupon' });
    } catch (failure) {
      setError(errorText(intl, failure));
    }
  };

  if (cart.discount)
    return (
      <div className="checkout-coupon">
        <p>{intl.formatMessage({ id: 'checkout.coupon.applied' }, { code: cart.discount.code })}</p>
        {cart.discount.bullionLimited ? (
          <p className="checkout-coupon__note">
            {intl.formatMessage({ id: 'checkout.coupon.bullionNote' })}
          </p>
        ) : null}
        <Button
          variant="outline"
          size="sm"
          loading={change.isPending}
          loadingLabel={intl.formatMessage({ id: 'checkout.coupon.removing' })}
          aria-describedby={error ? removeErrorId : undefined}
          onClick={() => void remove()}
        >
          {intl.formatMessage({ id: 'checkout.coupon.remove' })}
        </Button>
        {error ? (
          <p id={removeErrorId} className="ui-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );

  return (
    <form className="checkout-coupon" onSubmit={(event) => void add(event)} noValidate>
      <FormField label={intl.formatMessage({ id: 'checkout.coupon.label' })} error={error}>
        <Input
          ref={input}
          name="coupon"
          autoComplete="off"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </FormField>
      <Button
        type="submit"
        variant="outline"
        loading={change.isPending}
        loadingLabel={intl.formatMessage({ id: 'checkout.coupon.adding' })}
      >
        {intl.formatMessage({ id: 'checkout.coupon.add' })}
      </Button>
    </form>
  );
}

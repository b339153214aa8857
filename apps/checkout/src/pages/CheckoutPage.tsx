import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Spinner } from '@shop/ui';
import { useLocation, useNavigate } from '@shop/router';
import type { Cart, PriceType } from '@shop/api-client';
import { useCustomer } from '@shop/api-client/react';
import type { PageProps } from '@shop/i18n';
import { useLocalizedPath } from '@shop/i18n/react';
import { CheckoutSteps } from '../features/step-flow/components/CheckoutSteps';
import { currentEntriesAtom, patchEntriesAtom } from '../shared/checkout-state/checkout-state';
import { useCheckoutCart } from '../features/checkout-cart/use-checkout-cart';
import { DeliveryPaymentStep } from '../widgets/DeliveryPaymentStep';
import { CartGuard } from '../features/checkout-cart/components/CartGuard';
import { MyDataStep } from '../widgets/MyDataStep';
import { orderPlacedAtom } from '../features/place-order/placed-order';
import { ReviewStep } from '../widgets/ReviewStep';
import { reachableStep, stepOf, type FormStep } from '../features/step-flow/step-flow';
import { errorText } from '@shop/forms';

export default function CheckoutPage({ match }: PageProps) {
  const type: PriceType = match.params.transactionType === 'sell' ? 'sell' : 'buy';
  const checkout = useCheckoutCart(type);
  const intl = useIntl();
  const [orderPlaced, setOrderPlaced] = useAtom(orderPlacedAtom);
  useEffect(() => () => setOrderPlaced(false), [setOrderPlaced]);
  if (orderPlaced)
    return <Spinner label={intl.formatMessage({ id: 'checkout.confirmation.loading' })} />;
  return (
    <div className="checkout-page">
      <CartGuard type={type} isPending={checkout.isPending} cart={checkout.cart}>
        {(cart) => <CheckoutFlow type={type} cart={cart} checkout={checkout} />}
      </CartGuard>
    </div>
  );
}

function CheckoutFlow({
  type,
  cart,
  checkout,
}: {
  type: PriceType;
  cart: Cart;
  checkout: ReturnType<typeof useCheckoutCart>;
}) {
  const intl = useIntl();
  const pathTo = useLocalizedPath();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { customer, signedIn } = useCustomer();
  const entries = useAtomValue(currentEntriesAtom(cart.id));
  const patch = useSetAtom(useMemo(() => patchEntriesAtom(cart.id), [cart.id]));
  const base = pathTo('checkout', { transactionType: type });
  const stepPath = (step: FormStep) => `${base}?step=${step}`;
  const step = reachableStep(stepOf(search), entries, { signedIn, type });
  const go = (next: FormStep) => navigate(stepPath(next));
  // A sale started on the deposit page arrives with the deposit chosen on the cart (never a
  // default method, so a choice): the delivery step starts from it instead of asking again.
  const chosenDeposit =
    cart.shippingInfo?.methodKey === 'deposit' ? cart.shippingInfo.methodId : null;
  useEffect(() => {
    if (entries.shippingMethodId === null && chosenDeposit)
      patch({ shippingMethodId: chosenDeposit });
  }, [entries.shippingMethodId, chosenDeposit, patch]);

  return (
    <>
      <CheckoutSteps
        current={step}
        backTo={{
          select: pathTo(type === 'buy' ? 'shop' : 'sellToUs'),
          cart: `${pathTo('cart')}?type=${type}`,
          myData: stepPath('myData'),
          deliveryPayment: stepPath('deliveryPayment'),
        }}
      />
      {checkout.error && (
        <p className="checkout-error" role="alert">
          {errorText(intl, checkout.error)}
        </p>
      )}
      {step === 'myData' && (
        <MyDataStep
          cart={cart}
          customer={customer}
          entries={entries}
          patch={patch}
          save={async ({ customerEmail, addresses }) => {
            if (customerEmail !== undefined && customerEmail !== cart.customerEmail)
              await checkout.update.mutateAsync({ customerEmail });
            await checkout.setAddresses.mutateAsync(addresses);
          }}
          onDone={() => go('deliveryPayment')}
        />
      )}
      {step === 'deliveryPayment' && (
        <DeliveryPaymentStep
          type={type}
          cart={cart}
          entries={entries}
          patch={patch}
          save={(choices) => checkout.update.mutateAsync(choices)}
          onDone={() => go('review')}
        />
      )}
      {step === 'review' && (
        <ReviewStep
          type={type}
          cart={cart}
          entries={entries}
          patch={patch}
          editLinks={{ myData: stepPath('myData'), deliveryPayment: stepPath('deliveryPayment') }}
          onRefresh={() => checkout.recalculate.mutate()}
          refreshing={checkout.recalculate.isPending}
        />
      )}
    </>
  );
}

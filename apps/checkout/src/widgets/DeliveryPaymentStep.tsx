import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  orderBlockReasons,
  type Cart,
  type PaymentMethod,
  type PayoutBankDetails,
  type PriceType,
  type SecondFactorProof,
  type ShippingMethodKey,
} from '@shop/api-client';
import { useBranches, useShippingMethods } from '@shop/api-client/react';
import { formatMoney, type MessageId } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { Button, FormField, RadioGroup, Select, Spinner } from '@shop/ui';
import type { CheckoutEntries } from '../shared/checkout-state/checkout-state';
import { errorCodeText, errorText } from '@shop/forms';
import { PaymentMethodChoice } from '../features/payment/components/PaymentMethodChoice';
import { PayoutBankDetailsForm } from '../features/payout/components/PayoutBankDetailsForm';

/** Methods that hand the goods over in a chosen branch (the API's rule). */
const branchMethodKeys = new Set(['pickup', 'send-to-store']);

/** The one-line explanation of each method, by the side of the trade it serves. */
const methodHints: Record<PriceType, Partial<Record<ShippingMethodKey, MessageId>>> = {
  buy: {
    shipping: 'checkout.shipping.hint.buy.shipping',
    shippingBuy: 'checkout.shipping.hint.buy.shippingBuy',
    'insured-shipping': 'checkout.shipping.hint.buy.insured-shipping',
    pickup: 'checkout.shipping.hint.buy.pickup',
    'leave-in-store': 'checkout.shipping.hint.buy.leave-in-store',
    'send-to-store': 'checkout.shipping.hint.buy.send-to-store',
    deposit: 'checkout.shipping.hint.buy.deposit',
  },
  sell: {
    shipping: 'checkout.shipping.hint.sell.shipping',
    'insured-shipping': 'checkout.shipping.hint.sell.insured-shipping',
    'leave-in-store': 'checkout.shipping.hint.sell.leave-in-store',
    deposit: 'checkout.shipping.hint.sell.deposit',
    scrapMetalBox: 'checkout.shipping.hint.sell.scrapMetalBox',
  },
};

/** The second factor's fields go with new payout bank details where the API asks for them. */
export interface CartChoices extends SecondFactorProof {
  shippingMethodId?: string | null;
  pickupBranchId?: string | null;
  paymentMethod?: PaymentMethod | null;
  payoutBankDetails?: PayoutBankDetails | null;
}

export interface DeliveryPaymentStepProps {
  type: PriceType;
  cart: Cart;
  entries: CheckoutEntries;
  patch: (change: Partial<CheckoutEntries>) => void;
  /** Writes choices to the cart; its answer brings totals and the cash identification rule. */
  save: (choices: CartChoices) => Promise<unknown>;
  onDone: () => void;
}

/** Step "delivery and payment" (spec 4, 9): shipping method, pick-up store, payment, payout. */
export function DeliveryPaymentStep({
  type,
  cart,
  entries,
  patch,
  save,
  onDone,
}: DeliveryPaymentStepProps) {
  const intl = useIntl();
  const { localeTag, store, language } = useLocale();
  const methods = useShippingMethods();
  const branches = useBranches();
  const [error, setError] = useState<string>();
  // Asked for on "continue" without a store: the store field says so itself.
  const [branchMissing, setBranchMissing] = useState(false);
  const offered = (methods.data ?? []).filter((m) => m.transactionTypes.includes(type));
  const method = offered.find((m) => m.id === entries.shippingMethodId);
  const needsBranch =
    (method !== undefined && branchMethodKeys.has(method.key)) ||
    (type === 'sell' && entries.paymentMethod === 'cashInStore');
  const payout = type === 'sell' && entries.paymentMethod === 'bankTransfer';
  const money = (centAmount: number) => formatMoney(centAmount, cart.currency, localeTag);
  const guest = entries.accountChoice === 'guest';
  /** Why the API's rules would refuse a method for this cart, one sentence each. */
  const blockerTexts = (blockers: Cart['orderBlockers']) =>
    blockers.map((code) =>
      guest && code === orderBlockReasons.depositNotOpen
        ? intl.formatMessage({ id: 'checkout.shipping.depositNeedsAccount' })
        : errorCodeText(intl, code),
    );

  // The last write of each choice: moving on waits for them, so the next step (and the order)
  // never runs ahead of a choice the API has not taken yet, or refused.
  const writes = useRef(new Map<string, Promise<unknown>>());
  // Delivery writes under way: the step says it is busy meanwhile, since choosing or leaving the
  // deposit replaces the whole cart (spec 4) and takes a moment. The choices stay open (disabled
  // radios would drop the keyboard focus mid-choice): each write is queued onto the cart current
  // by then, the one that replaced the old, so a payment chosen during the switch holds.
  const [switching, setSwitching] = useState(0);
  const choose = (choices: CartChoices & Partial<CheckoutEntries>) => {
    patch(choices);
    setError(undefined);
    const saving = save(choices);
    for (const key of Object.keys(choices)) writes.current.set(key, saving);
    saving.catch((failure: unknown) => setError(errorText(intl, failure)));
    if (choices.shippingMethodId === undefined) return;
    setSwitching((count) => count + 1);
    void saving.catch(() => undefined).finally(() => setSwitching((count) => count - 1));
  };
  /** Whether every choice's last write went through (a refusal is shown already). */
  const written = async () =>
    (await Promise.allSettled(writes.current.values())).every((w) => w.status === 'fulfilled');
  /** Whether the choices are complete; otherwise says what is missing where it is missing. */
  const complete = () => {
    const missingBranch = needsBranch && entries.pickupBranchId === null;
    setBranchMissing(missingBranch);
    if (entries.shippingMethodId === null || entries.paymentMethod === null) {
      setError(intl.formatMessage({ id: 'checkout.deliveryPayment.incomplete' }));
      return false;
    }
    return !missingBranch;
  };
  const next = async () => {
    if (complete() && (await written())) onDone();
  };

  return (
    <section className="checkout-step" aria-labelledby="checkout-step-title">
      <h1 id="checkout-step-title">
        {intl.formatMessage({ id: 'checkout.step.deliveryPayment' })}
      </h1>
      {/* Busy is the delivery alone: the status below and the payment stay announced. */}
      <div aria-busy={switching > 0 || undefined}>
        <RadioGroup
          legend={intl.formatMessage({ id: 'checkout.shipping.title' })}
          name="shippingMethod"
          value={entries.shippingMethodId ?? undefined}
          onChange={(shippingMethodId) => {
            const chosen = offered.find((m) => m.id === shippingMethodId);
            choose({
              shippingMethodId,
              // A branch belongs to branch methods only.
              ...(chosen && !branchMethodKeys.has(chosen.key) && type === 'buy'
                ? { pickupBranchId: null }
                : {}),
            });
          }}
          options={offered.map((m) => {
            // The cart's own answer: this cart's charge (free once its value is reached) and
            // what the order would refuse; the store's list price only until the cart has it.
            const option = cart.shippingOptions.find((o) => o.methodId === m.id);
            const charge = option?.totalGrossPrice.centAmount ?? m.price.centAmount;
            const blocked = blockerTexts(option?.blockers ?? []);
            const hint = methodHints[type][m.key];
            const about = [
              hint ? intl.formatMessage({ id: hint }) : null,
              m.freeFrom && charge > 0
                ? intl.formatMessage(
                    { id: 'checkout.shipping.freeFrom' },
                    { amount: money(m.freeFrom.centAmount) },
                  )
                : null,
            ]
              .filter(Boolean)
              .join(' ');
            return {
              value: m.id,
              label: (
                <span className="checkout-method">
                  <span>{intl.formatMessage({ id: `checkout.shipping.${m.key}` })}</span>
                  <span className="checkout-method__price">
                    {charge === 0
                      ? intl.formatMessage({ id: 'checkout.shipping.free' })
                      : money(charge)}
                  </span>
                </span>
              ),
              description: (
                <>
                  {about}
                  {blocked.length > 0 ? (
                    <>
                      {' '}
                      <span className="checkout-method__blocked">{blocked.join(' ')}</span>
                    </>
                  ) : null}
                </>
              ),
              // Chosen already (before the rule applied), it stays selectable to be changed.
              disabled: blocked.length > 0 && m.id !== entries.shippingMethodId,
            };
          })}
          required
          appearance="tiles"
        />
      </div>
      <p className="checkout-busy" role="status">
        {switching > 0 && (
          <>
            <Spinner size="sm" />
            {intl.formatMessage({ id: 'checkout.shipping.applying' })}
          </>
        )}
      </p>
      {needsBranch && (
        <FormField
          label={intl.formatMessage({ id: 'checkout.branch.label' })}
          required
          error={
            branchMissing && entries.pickupBranchId === null
              ? errorCodeText(intl, orderBlockReasons.noPickupBranch)
              : undefined
          }
        >
          <Select
            value={entries.pickupBranchId ?? ''}
            onChange={(event) => choose({ pickupBranchId: event.target.value || null })}
            placeholder={intl.formatMessage({ id: 'checkout.branch.choose' })}
            options={(branches.data ?? []).map((branch) => ({
              value: branch.id,
              label: `${branch.name[language]} – ${branch.streetAddress}, ${branch.zipCode} ${branch.city}`,
            }))}
          />
        </FormField>
      )}
      <PaymentMethodChoice
        type={type}
        us={store.key === 'us'}
        value={entries.paymentMethod}
        onChange={(paymentMethod) =>
          choose({
            paymentMethod,
            ...(type === 'sell' && paymentMethod === 'cashInStore'
              ? { payoutBankDetails: null }
              : {}),
          })
        }
        options={cart.paymentOptions}
        blockerTexts={blockerTexts}
        cashIdentificationRequired={cart.cashIdentificationRequired}
      />
      {error && (
        <p className="checkout-error" role="alert">
          {error}
        </p>
      )}
      {payout ? (
        <PayoutBankDetailsForm
          kind={store.key === 'us' ? 'us' : 'iban'}
          defaultValue={entries.payoutBankDetails}
          submitLabel={intl.formatMessage({ id: 'checkout.continue' })}
          onSubmit={async (payoutBankDetails, proof) => {
            setError(undefined);
            if (!complete()) return;
            await save({ payoutBankDetails, ...proof });
            patch({ payoutBankDetails });
            if (await written()) onDone();
          }}
          onFailure={(failure) => setError(errorText(intl, failure))}
        />
      ) : (
        <Button onClick={() => void next()}>
          {intl.formatMessage({ id: 'checkout.continue' })}
        </Button>
      )}
    </section>
  );
}

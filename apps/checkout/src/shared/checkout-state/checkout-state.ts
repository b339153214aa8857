import { atom, type Atom, type WritableAtom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import type { PaymentMethod, PayoutBankDetails, PostalAddress } from '@shop/api-client';

/** How the customer goes on at the account decision (spec 4). */
export type AccountChoice = 'signIn' | 'guest' | 'register';

/**
 * What the customer entered in the checkout of one cart. Kept in sessionStorage per cart, so
 * going back a step, reloading or leaving for the cart page keeps every entry.
 */
export interface CheckoutEntries {
  accountChoice: AccountChoice | null;
  guestEmail: string;
  shippingAddress: PostalAddress | null;
  billingAddress: PostalAddress | null;
  billingSameAsShipping: boolean;
  shippingMethodId: string | null;
  pickupBranchId: string | null;
  paymentMethod: PaymentMethod | null;
  payoutBankDetails: PayoutBankDetails | null;
  consents: { privacy: boolean; terms: boolean };
  /** The customer's note on the review step; absent in entries kept before it existed. */
  comment?: string;
}

export const emptyEntries: CheckoutEntries = {
  accountChoice: null,
  guestEmail: '',
  shippingAddress: null,
  billingAddress: null,
  billingSameAsShipping: true,
  shippingMethodId: null,
  pickupBranchId: null,
  paymentMethod: null,
  payoutBankDetails: null,
  consents: { privacy: false, terms: false },
};

type EntriesAtom = WritableAtom<
  CheckoutEntries,
  [CheckoutEntries | typeof RESET | ((previous: CheckoutEntries) => CheckoutEntries)],
  void
>;

const storage = createJSONStorage<CheckoutEntries>(() => sessionStorage);
const atoms = new Map<string, EntriesAtom>();

/** The entries of one cart's checkout (one atom per cart id, created on first use). */
export function checkoutEntriesAtom(cartId: string): EntriesAtom {
  let entries = atoms.get(cartId);
  if (!entries) {
    entries = atomWithStorage(`shop.checkout.${cartId}`, emptyEntries, storage, {
      getOnInit: true,
    });
    atoms.set(cartId, entries);
  }
  return entries;
}

/**
 * Which cart replaced which (old id to new id). The page hears of a replacement when the API
 * answers but renders the new cart a moment later; until then it still reads and patches the old
 * cart's entries, which must land on the new cart's (a payment clicked right then would be lost).
 */
const replacedByAtom = atom<ReadonlyMap<string, string>>(new Map());

function currentCartId(replacedBy: ReadonlyMap<string, string>, cartId: string): string {
  let id = cartId;
  for (let next = replacedBy.get(id); next !== undefined; next = replacedBy.get(id)) id = next;
  return id;
}

const currentEntries = new Map<string, Atom<CheckoutEntries>>();

/** The entries of a cart, or of the cart that replaced it. */
export function currentEntriesAtom(cartId: string): Atom<CheckoutEntries> {
  let entries = currentEntries.get(cartId);
  if (!entries) {
    entries = atom((get) => get(checkoutEntriesAtom(currentCartId(get(replacedByAtom), cartId))));
    currentEntries.set(cartId, entries);
  }
  return entries;
}

/** Merges a part of the entries in (one step's answers), on the cart that replaced it if any. */
export function patchEntriesAtom(cartId: string) {
  return atom(null, (get, set, patch: Partial<CheckoutEntries>) => {
    const entries = checkoutEntriesAtom(currentCartId(get(replacedByAtom), cartId));
    set(entries, { ...get(entries), ...patch });
  });
}

/**
 * Hands one cart's entries to the cart that replaced it and forgets the old cart's. Switching
 * between deposit and other delivery replaces the cart (spec 4); the API copies the checkout
 * fields to the new cart, and without this the new cart id would start the checkout over at
 * "My data".
 */
export const carryEntriesAtom = atom(
  null,
  (get, set, { from, to }: { from: string; to: string }) => {
    set(replacedByAtom, new Map([...get(replacedByAtom), [from, to]]));
    set(checkoutEntriesAtom(to), get(checkoutEntriesAtom(from)));
    set(checkoutEntriesAtom(from), RESET);
  },
);

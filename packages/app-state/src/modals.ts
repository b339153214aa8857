import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

/**
 * The shop's modals (spec 2) and what each is opened with. The shell renders them; any remote
 * opens and closes them through these atoms, so no remote needs the shell's code.
 */
export interface ShopModalProps {
  /** The precious-metal rates chart of the catalog. */
  rates: Record<string, never>;
  /** Sign in or register without leaving the page. */
  auth: { view?: 'login' | 'register' };
  /** Send an SMS code to the customer's phone and confirm it. */
  phoneVerification: Record<string, never>;
  /** Open the customer's precious-metal deposit (online depot number and open date). */
  deposit: Record<string, never>;
  /**
   * Spec 8: the prices changed when the order was placed. The checkout page renders this one
   * itself: its confirm action resubmits the running order.
   */
  checkoutPriceConfirm: Record<string, never>;
  /** The main navigation from the content system, opened from the header's menu button on phones. */
  cmsMenu: Record<string, never>;
  /** Shown once, on a visitor's first visit to the new shop, after the cookie choice. */
  newShopWelcome: Record<string, never>;
}

export type ShopModal = keyof ShopModalProps;

/**
 * The open modal. One value, so opening one closes any other (spec 2: on mobile, opening a modal
 * closes the others); the ui Modal blocks page scrolling while it is open.
 */
export const openModalAtom = atom<ShopModal | null>(null);

/** What the open modal was opened with; replaced on every opening. */
export const modalPropsAtom = atom<Partial<ShopModalProps>>({});

export function useOpenModal(): <M extends ShopModal>(modal: M, props?: ShopModalProps[M]) => void {
  const setOpen = useSetAtom(openModalAtom);
  const setProps = useSetAtom(modalPropsAtom);
  return useCallback(
    <M extends ShopModal>(modal: M, props?: ShopModalProps[M]) => {
      setProps(props ? { [modal]: props } : {});
      setOpen(modal);
    },
    [setOpen, setProps],
  );
}

export function useCloseModal(): () => void {
  const setOpen = useSetAtom(openModalAtom);
  return useCallback(() => setOpen(null), [setOpen]);
}

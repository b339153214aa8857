import { useAtom, useAtomValue } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from '@shop/router';
import type { MessageId, ShopRemoteName } from '@shop/i18n';
import { modalPropsAtom, openModalAtom, type ShopModal } from '@shop/app-state';
import { Modal, Skeleton } from '@shop/ui';
import { RemoteModule } from '../federation/RemoteModule';
import { CategoryNav } from '../layout/CategoryNav';

/** Modals a page renders itself, because their actions belong to the page's running work. */
type PageModal = 'checkoutPriceConfirm';

/** Where each modal's contents live: an exposed module of a remote, and the modal's frame. */
const modalContents: Record<
  Exclude<ShopModal, PageModal>,
  {
    remote: ShopRemoteName;
    module: string;
    titleId: MessageId;
    size: 'sm' | 'md' | 'lg';
    /** Props of the module besides the ones it was opened with and `onClose`. */
    with?: (close: () => void) => object;
    /** Stands in for the module when its remote fails; a retry notice where none is given. */
    failed?: (close: () => void) => ReactNode;
  }
> = {
  rates: { remote: 'catalog', module: './RatesChart', titleId: 'prices.rates.title', size: 'lg' },
  auth: { remote: 'account', module: './AuthModal', titleId: 'modal.auth.title', size: 'md' },
  phoneVerification: {
    remote: 'account',
    module: './PhoneVerificationModal',
    titleId: 'modal.phoneVerification.title',
    size: 'sm',
  },
  deposit: {
    remote: 'account',
    module: './DepositModal',
    titleId: 'modal.deposit.title',
    size: 'sm',
  },
  cmsMenu: {
    remote: 'content',
    module: './CmsMenu',
    titleId: 'modal.cmsMenu.title',
    size: 'sm',
    // Without a menu in the content system (or without the content remote) the catalogue's
    // categories still lead through the shop.
    with: (close) => ({ onNavigate: close, fallback: <CategoryNav onNavigate={close} /> }),
    failed: (close) => <CategoryNav onNavigate={close} />,
  },
  newShopWelcome: {
    remote: 'content',
    module: './NewShopWelcome',
    titleId: 'modal.newShopWelcome.title',
    size: 'md',
  },
};

/** What a modal's remote module receives besides the props it was opened with. */
export interface ModalContentProps {
  /** Closes the modal, e.g. after a successful sign-in. */
  onClose: () => void;
}

/**
 * Renders the open modal. Modal contents come from remotes; the ui Modal traps focus, locks page
 * scrolling and returns focus to the opener. One open value: opening a modal closes the others.
 */
export function ModalHost() {
  const intl = useIntl();
  const [open, setOpen] = useAtom(openModalAtom);
  const props = useAtomValue(modalPropsAtom);
  const { pathname } = useLocation();

  // A modal belongs to the page it was opened on.
  useEffect(() => setOpen(null), [pathname, setOpen]);

  if (!open || open === 'checkoutPriceConfirm') return null;
  const content = modalContents[open];
  const close = () => setOpen(null);
  return (
    // Keyed by modal: a newly opened modal is a new dialog (focus moves into it).
    <Modal
      key={open}
      open
      onClose={close}
      title={intl.formatMessage({ id: content.titleId })}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      size={content.size}
    >
      <RemoteModule
        remote={content.remote}
        module={content.module}
        props={
          { ...content.with?.(close), ...props[open], onClose: close } satisfies ModalContentProps
        }
        loading={<Skeleton variant="block" className="shell-modal-skeleton" />}
        failed={content.failed?.(close)}
      />
    </Modal>
  );
}

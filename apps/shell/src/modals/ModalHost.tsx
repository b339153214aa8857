import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { Modal, Skeleton } from '@shop/ui';
import { RemoteModule } from '../federation/RemoteModule';
import { openModalAtom } from './modal-state';

/**
 * Renders the open modal of the shell. Modal contents come from remotes; the ui Modal traps
 * focus, locks page scrolling and returns focus to the opener.
 */
export function ModalHost() {
  const intl = useIntl();
  const [open, setOpen] = useAtom(openModalAtom);
  const { pathname } = useLocation();

  // A modal belongs to the page it was opened on.
  useEffect(() => setOpen(null), [pathname, setOpen]);

  return (
    <Modal
      open={open === 'rates'}
      onClose={() => setOpen(null)}
      title={intl.formatMessage({ id: 'prices.rates.title' })}
      closeLabel={intl.formatMessage({ id: 'modal.close' })}
      size="lg"
    >
      <RemoteModule
        remote="catalog"
        module="./RatesChart"
        props={{}}
        loading={<Skeleton variant="block" className="shell-modal-skeleton" />}
      />
    </Modal>
  );
}

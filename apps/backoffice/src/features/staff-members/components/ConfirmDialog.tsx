import type { UseMutationResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { FormAlert, failureOf } from '@shop/forms';
import { Button, Modal } from '@shop/ui';

/** A step on a member that asks first (disable, reset the app); a refusal stays in the dialog. */
export function ConfirmDialog({
  title,
  text,
  mutation,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  mutation: Pick<UseMutationResult<unknown, Error, never>, 'isPending' | 'isError' | 'error'>;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <Modal
      open
      size="sm"
      onClose={onClose}
      title={title}
      closeLabel={t({ id: 'backoffice.staff.close' })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t({ id: 'backoffice.staff.cancel' })}
          </Button>
          <Button variant="danger" loading={mutation.isPending} onClick={onConfirm}>
            {t({ id: 'backoffice.staff.confirm' })}
          </Button>
        </>
      }
    >
      <div className="ui-stack">
        {mutation.isError ? <FormAlert failure={failureOf(mutation.error)} /> : null}
        <p>{text}</p>
      </div>
    </Modal>
  );
}

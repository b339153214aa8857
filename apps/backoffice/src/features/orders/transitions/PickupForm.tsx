import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useAllBranches } from '@shop/api-client/react';
import { FormAlert } from '@shop/forms';
import { FormField, Select, Skeleton } from '@shop/ui';
import { usePageLanguage } from '../../../shared/language/language';
import { useTransitionSubmit, type TransitionFormProps } from './transition-form';
import type { TransitionOrder } from './TransitionDialog';

/**
 * Ready for pick-up: the branch where the goods wait, among the order's store's branches; the
 * one the customer chose comes first selected (goods can go to another branch, the mail says
 * which).
 */
export function PickupForm({ order, formId, ...handlers }: TransitionFormProps<TransitionOrder>) {
  const intl = useIntl();
  const language = usePageLanguage();
  const branches = useAllBranches();
  const form = useForm();
  const [branchId, setBranchId] = useState(order.pickupBranchId ?? '');
  const { failure, send } = useTransitionSubmit(form, handlers, []);
  const storeBranches = (branches.data ?? []).filter((branch) => branch.store === order.store);
  return (
    <form
      id={formId}
      className="ui-stack"
      noValidate
      onSubmit={form.handleSubmit(() =>
        send({ event: 'readyForPickup', ...(branchId ? { branchId } : {}) }),
      )}
    >
      <FormAlert failure={failure} />
      <p>{intl.formatMessage({ id: 'backoffice.orders.confirm.readyForPickup' })}</p>
      {branches.isPending ? (
        <Skeleton aria-label={intl.formatMessage({ id: 'backoffice.loading' })} />
      ) : storeBranches.length > 0 ? (
        <FormField label={intl.formatMessage({ id: 'backoffice.orders.field.branch' })}>
          {(control) => (
            <Select
              {...control}
              value={branchId}
              onChange={(event) => setBranchId(event.target.value)}
              options={storeBranches.map((branch) => ({
                value: branch.id,
                label: `${branch.name[language]}, ${branch.city}`,
              }))}
            />
          )}
        </FormField>
      ) : null}
    </form>
  );
}

import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { StaffGroup, StaffMe, StaffMember } from '@shop/api-client/staff';
import {
  useResetStaffTotp,
  useStaffGroups,
  useStaffMembers,
  useUpdateStaffMember,
} from '@shop/api-client/staff/react';
import { errorText } from '@shop/forms';
import { Button, Skeleton, Toast } from '@shop/ui';
import { ConfirmDialog } from '../features/staff-members/components/ConfirmDialog';
import { GroupDialog } from '../features/staff-members/components/GroupDialog';
import { GroupsTable } from '../features/staff-members/components/GroupsTable';
import { MemberDialog } from '../features/staff-members/components/MemberDialog';
import { MembersTable, type MemberAction } from '../features/staff-members/components/MembersTable';
import { usePageTitle } from '../shared/page/use-page-title';
import { LoadFailed } from '../shared/page/LoadFailed';

type Open =
  | { dialog: 'member'; member: StaffMember | null }
  | { dialog: 'group'; group: StaffGroup | null }
  | { dialog: 'disable' | 'resetTotp'; member: StaffMember }
  | null;

/** Members and permission groups (permission `staff` for every store; the API checks it). */
export function StaffPage({ me }: { me: StaffMe }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  usePageTitle('backoffice.staff.title');
  const members = useStaffMembers();
  const groups = useStaffGroups();
  const update = useUpdateStaffMember();
  const reset = useResetStaffTotp();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    update.reset();
    reset.reset();
    setOpen(null);
  };

  const onAction = (action: MemberAction, member: StaffMember) => {
    if (action === 'edit') setOpen({ dialog: 'member', member });
    else if (action === 'enable') update.mutate({ id: member.id, body: { disabled: false } });
    else setOpen({ dialog: action, member });
  };

  const failed = members.isError || groups.isError;
  return (
    <div className="ui-stack ui-stack--lg">
      <header className="ui-stack ui-stack--sm">
        <h1 className="backoffice-heading">{t({ id: 'backoffice.staff.title' })}</h1>
        <p className="ui-text-muted">{t({ id: 'backoffice.staff.intro' })}</p>
      </header>
      {failed ? (
        <LoadFailed onRetry={() => void Promise.all([members.refetch(), groups.refetch()])}>
          {t({ id: 'backoffice.staff.error' })}{' '}
          {/* A member whose staff permission holds for some stores only reads the API's refusal. */}
          {errorText(intl, members.error ?? groups.error)}
        </LoadFailed>
      ) : members.data === undefined || groups.data === undefined ? (
        <Skeleton variant="block" aria-label={t({ id: 'backoffice.loading' })} />
      ) : (
        <>
          <section className="ui-stack" aria-labelledby="staff-members">
            <div className="ui-cluster ui-cluster--between">
              <h2 id="staff-members" className="backoffice-subheading">
                {t({ id: 'backoffice.staff.members' })}
              </h2>
              <Button size="sm" onClick={() => setOpen({ dialog: 'member', member: null })}>
                {t({ id: 'backoffice.staff.create' })}
              </Button>
            </div>
            {!open && update.isError ? (
              <Toast type="error" inline>
                {errorText(intl, update.error)}
              </Toast>
            ) : null}
            <MembersTable members={members.data.members} meId={me.id} onAction={onAction} />
          </section>
          <section className="ui-stack" aria-labelledby="staff-groups">
            <div className="ui-cluster ui-cluster--between">
              <h2 id="staff-groups" className="backoffice-subheading">
                {t({ id: 'backoffice.staff.groups' })}
              </h2>
              <Button size="sm" onClick={() => setOpen({ dialog: 'group', group: null })}>
                {t({ id: 'backoffice.staff.createGroup' })}
              </Button>
            </div>
            <GroupsTable
              groups={groups.data.groups}
              onEdit={(group) => setOpen({ dialog: 'group', group })}
            />
          </section>
          {open?.dialog === 'member' ? (
            <MemberDialog member={open.member} groups={groups.data.groups} onClose={close} />
          ) : null}
          {open?.dialog === 'group' ? <GroupDialog group={open.group} onClose={close} /> : null}
          {open?.dialog === 'disable' ? (
            <ConfirmDialog
              title={t({ id: 'backoffice.staff.disable' })}
              text={t({ id: 'backoffice.staff.disable.confirm' }, { name: open.member.name })}
              mutation={update}
              onConfirm={() =>
                update.mutate(
                  { id: open.member.id, body: { disabled: true } },
                  { onSuccess: close },
                )
              }
              onClose={close}
            />
          ) : null}
          {open?.dialog === 'resetTotp' ? (
            <ConfirmDialog
              title={t({ id: 'backoffice.staff.resetTotp' })}
              text={t({ id: 'backoffice.staff.resetTotp.confirm' }, { name: open.member.name })}
              mutation={reset}
              onConfirm={() => reset.mutate(open.member.id, { onSuccess: close })}
              onClose={close}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

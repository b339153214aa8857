import { useIntl } from 'react-intl';
import type { StaffMember } from '@shop/api-client/staff';
import { Badge, Button, Table } from '@shop/ui';

export type MemberAction = 'edit' | 'disable' | 'enable' | 'resetTotp';

/**
 * The members with their groups, app, state and last sign-in; each row's actions are buttons in
 * the tab order. The signed-in member cannot disable themselves (the API refuses it too).
 */
export function MembersTable({
  members,
  meId,
  onAction,
}: {
  members: readonly StaffMember[];
  meId: string;
  onAction: (action: MemberAction, member: StaffMember) => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Table
      caption={t({ id: 'backoffice.staff.members.caption' })}
      captionHidden
      density="compact"
      striped
    >
      <thead>
        <tr>
          <th scope="col">{t({ id: 'backoffice.staff.column.name' })}</th>
          <th scope="col">{t({ id: 'backoffice.staff.column.groups' })}</th>
          <th scope="col">{t({ id: 'backoffice.staff.column.app' })}</th>
          <th scope="col">{t({ id: 'backoffice.staff.column.status' })}</th>
          <th scope="col">{t({ id: 'backoffice.staff.column.lastSignIn' })}</th>
          <th scope="col">{t({ id: 'backoffice.staff.column.actions' })}</th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id}>
            <th scope="row">
              {member.name} {member.id === meId ? t({ id: 'backoffice.staff.you' }) : null}
              <br />
              <span className="ui-text-muted">{member.email}</span>
            </th>
            <td>
              {member.groups.length === 0
                ? t({ id: 'backoffice.staff.noGroups' })
                : member.groups.map((group) => group.name).join(', ')}
            </td>
            <td>
              {t({
                id: member.enrolled ? 'backoffice.staff.enrolled' : 'backoffice.staff.notEnrolled',
              })}
            </td>
            <td>
              <Badge variant={member.disabled ? 'danger' : 'success'}>
                {t({
                  id: member.disabled ? 'backoffice.staff.disabled' : 'backoffice.staff.active',
                })}
              </Badge>
            </td>
            <td className="backoffice-nowrap">
              {member.lastSignInAt ? (
                <time dateTime={member.lastSignInAt}>
                  {intl.formatDate(member.lastSignInAt, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </time>
              ) : (
                t({ id: 'backoffice.staff.never' })
              )}
            </td>
            <td>
              <div className="ui-cluster">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t({ id: 'backoffice.staff.editLabel' }, { name: member.name })}
                  onClick={() => onAction('edit', member)}
                >
                  {t({ id: 'backoffice.staff.edit' })}
                </Button>
                {member.id === meId ? null : (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onAction(member.disabled ? 'enable' : 'disable', member)}
                  >
                    {t({
                      id: member.disabled ? 'backoffice.staff.enable' : 'backoffice.staff.disable',
                    })}
                  </Button>
                )}
                {member.enrolled ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={t({ id: 'backoffice.staff.resetTotpLabel' }, { name: member.name })}
                    onClick={() => onAction('resetTotp', member)}
                  >
                    {t({ id: 'backoffice.staff.resetTotp' })}
                  </Button>
                ) : null}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

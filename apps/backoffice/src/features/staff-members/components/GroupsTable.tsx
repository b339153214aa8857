import { useIntl } from 'react-intl';
import type { StaffGroup } from '@shop/api-client/staff';
import { Button, Table } from '@shop/ui';

/** The permission groups with their permissions, stores and member count. */
export function GroupsTable({
  groups,
  onEdit,
}: {
  groups: readonly StaffGroup[];
  onEdit: (group: StaffGroup) => void;
}) {
  const t = useIntl().formatMessage;
  return (
    <Table
      caption={t({ id: 'backoffice.staff.groups.caption' })}
      captionHidden
      density="compact"
      striped
    >
      <thead>
        <tr>
          <th scope="col">{t({ id: 'backoffice.staff.column.name' })}</th>
          <th scope="col">{t({ id: 'backoffice.staff.column.permissions' })}</th>
          <th scope="col">{t({ id: 'backoffice.staff.column.stores' })}</th>
          <th scope="col">{t({ id: 'backoffice.staff.column.memberCount' })}</th>
          <th scope="col">{t({ id: 'backoffice.staff.column.actions' })}</th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          <tr key={group.id}>
            <th scope="row">{group.name}</th>
            <td>
              {group.permissions
                .map((permission) => t({ id: `backoffice.permission.${permission}` }))
                .join(', ')}
            </td>
            <td>
              {group.stores === null
                ? t({ id: 'backoffice.staff.allStores' })
                : group.stores.map((store) => store.toUpperCase()).join(', ')}
            </td>
            <td>{group.memberCount}</td>
            <td>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t({ id: 'backoffice.staff.editLabel' }, { name: group.name })}
                onClick={() => onEdit(group)}
              >
                {t({ id: 'backoffice.staff.edit' })}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

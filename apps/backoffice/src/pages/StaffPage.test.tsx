import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from '@shop/router';
import { endpoints } from '@shop/api-client/contract';
import { type StaffGroup, type StaffMember } from '@shop/api-client/staff';
import type { Language } from '@shop/i18n';
import { apiError, fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import messages from '../messages';
import { owner } from '../test/sample-staff';
import { StaffPage } from './StaffPage';

const { staffMembers } = endpoints;

const ownerGroup: StaffGroup = {
  id: '00000000-0000-4000-8000-00000000d001',
  name: 'Owner',
  permissions: ['orders', 'staff'],
  stores: null,
  memberCount: 1,
};
const deskGroup: StaffGroup = {
  id: '00000000-0000-4000-8000-00000000d002',
  name: 'Order desk AT/DE',
  permissions: ['orders', 'payments'],
  stores: ['at', 'de'],
  memberCount: 1,
};
const ownerMember: StaffMember = {
  id: owner.id,
  email: owner.email,
  name: owner.name,
  locale: 'de',
  groups: [{ id: ownerGroup.id, name: ownerGroup.name }],
  enrolled: true,
  disabled: false,
  lastSignInAt: '2026-11-28T06:00:00.000Z',
  createdAt: '2026-11-01T08:00:00.000Z',
};
const desk: StaffMember = {
  id: '00000000-0000-4000-8000-0000000000b2',
  email: 'orderdesk@aurum-argentum.example',
  name: 'Otto Desk',
  locale: 'en',
  groups: [{ id: deskGroup.id, name: deskGroup.name }],
  enrolled: true,
  disabled: false,
  lastSignInAt: null,
  createdAt: '2026-11-02T08:00:00.000Z',
};

function team() {
  return fakeApi()
    .on(staffMembers.list, () => ({ members: [ownerMember, desk] }))
    .on(staffMembers.groups, () => ({ groups: [ownerGroup, deskGroup] }));
}

function openStaff(api: FakeApi, language: Language = 'en') {
  return renderPage(
    <IntlProvider
      locale={language === 'en' ? 'en-GB' : 'de-AT'}
      messages={messages[language]}
      defaultLocale="de-AT"
    >
      <Routes>
        <Route path="/staff" element={<StaffPage me={owner} />} />
      </Routes>
    </IntlProvider>,
    '/staff',
    api,
  );
}

describe('StaffPage', () => {
  it('lists members and groups; the signed-in member cannot disable themselves', async () => {
    openStaff(team());
    const members = await screen.findByRole('table', { name: 'Staff members' });
    const [, me, other] = within(members).getAllByRole('row');
    expect(me).toHaveTextContent('Olivia Owner (you)');
    expect(me).toHaveTextContent('Set up');
    expect(within(me!).queryByRole('button', { name: 'Disable' })).toBeNull();
    expect(other).toHaveTextContent('Order desk AT/DE');
    expect(other).toHaveTextContent('Never');
    expect(within(other!).getByRole('button', { name: 'Disable' })).toBeEnabled();
    const groups = screen.getByRole('table', { name: 'Permission groups' });
    const [, , deskRow] = within(groups).getAllByRole('row');
    expect(deskRow).toHaveTextContent('Orders, Payments');
    expect(deskRow).toHaveTextContent('AT, DE');
  });

  it('adds a member and shows the one-time password once', async () => {
    const user = userEvent.setup();
    const api = team().on(staffMembers.create, ({ body }) => ({
      member: {
        ...desk,
        id: '00000000-0000-4000-8000-0000000000c3',
        email: body.email,
        name: body.name,
        groups: [{ id: deskGroup.id, name: deskGroup.name }],
        enrolled: false,
      },
      password: 'Zq8-one-time-Pw_1',
    }));
    openStaff(api);
    await user.click(await screen.findByRole('button', { name: 'Add member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a member' });
    await user.type(within(dialog).getByLabelText(/E-mail address/), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.callsTo(staffMembers.create)).toHaveLength(0);
    expect(within(dialog).getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/E-mail address/));
    await user.type(within(dialog).getByLabelText(/E-mail address/), 'nina@dealer.example');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nina Neu');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Order desk AT/DE' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const done = await screen.findByRole('dialog', { name: 'Member added' });
    expect(within(done).getByLabelText('One-time password')).toHaveValue('Zq8-one-time-Pw_1');
    expect(within(done).getByText(/copy it before you close/)).toBeInTheDocument();
    expect(api.callsTo(staffMembers.create)[0]?.body).toEqual({
      email: 'nina@dealer.example',
      name: 'Nina Neu',
      locale: 'de',
      groupIds: [deskGroup.id],
    });
    await user.click(within(done).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByText('Zq8-one-time-Pw_1')).toBeNull();
    expect(screen.queryByDisplayValue('Zq8-one-time-Pw_1')).toBeNull();
  });

  it('shows a taken e-mail address at its field, and nothing is added', async () => {
    const user = userEvent.setup();
    const api = team().on(staffMembers.create, () => apiError('staff_email_taken', 409));
    openStaff(api);
    await user.click(await screen.findByRole('button', { name: 'Add member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a member' });
    await user.type(
      within(dialog).getByLabelText(/E-mail address/),
      'orderdesk@aurum-argentum.example',
    );
    await user.type(within(dialog).getByLabelText(/^Name/), 'Otto Again');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A staff member with this e-mail address exists already.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/E-mail address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog', { name: 'Member added' })).toBeNull();
  });

  it('creates a group with localized permissions for some stores', async () => {
    const user = userEvent.setup();
    const api = team().on(staffMembers.createGroup, ({ body }) => ({
      ...deskGroup,
      id: '00000000-0000-4000-8000-00000000d003',
      name: body.name,
      permissions: body.permissions,
      stores: body.stores,
      memberCount: 0,
    }));
    openStaff(api, 'de');
    await user.click(await screen.findByRole('button', { name: 'Gruppe hinzufügen' }));
    const dialog = screen.getByRole('dialog', { name: 'Berechtigungsgruppe hinzufügen' });
    await user.type(within(dialog).getByLabelText(/Name der Gruppe/), 'Ankauf Schweiz');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      within(dialog).getByText('Wählen Sie mindestens eine Berechtigung.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ankäufe' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Nur diese Shops' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Schweiz (CHF)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(api.callsTo(staffMembers.createGroup)).toHaveLength(1));
    expect(api.callsTo(staffMembers.createGroup)[0]?.body).toEqual({
      name: 'Ankauf Schweiz',
      permissions: ['sellBacks'],
      stores: ['ch'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("disables a member after asking, and shows the API's refusal in the dialog", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = team().on(staffMembers.update, ({ body }) =>
      refuse ? apiError('staff_last_manager', 409) : { ...desk, disabled: body.disabled === true },
    );
    openStaff(api);
    const members = await screen.findByRole('table', { name: 'Staff members' });
    await user.click(within(members).getByRole('button', { name: 'Disable' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable' });
    expect(dialog).toHaveTextContent('Otto Desk is signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText(
        'At least one active member must keep the staff permission for every store.',
      ),
    ).toBeInTheDocument();
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(staffMembers.update).at(-1)?.body).toEqual({ disabled: true });
  });

  it("resets a member's authenticator app after asking", async () => {
    const user = userEvent.setup();
    const api = team().on(staffMembers.resetTotp, () => ({ ...desk, enrolled: false }));
    openStaff(api);
    await user.click(
      await screen.findByRole('button', { name: 'Reset the authenticator app of Otto Desk' }),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Reset app' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await waitFor(() => expect(api.callsTo(staffMembers.resetTotp)).toHaveLength(1));
    expect(api.callsTo(staffMembers.resetTotp)[0]?.path).toBe(
      `/staff/members/${desk.id}/reset-totp`,
    );
  });

  it("shows a restricted member the API's refusal", async () => {
    openStaff(
      fakeApi()
        .on(staffMembers.list, () => apiError('staff_store_not_allowed', 403))
        .on(staffMembers.groups, () => apiError('staff_store_not_allowed', 403)),
    );
    expect(
      await screen.findByText(
        /The staff could not be loaded\. You do not have this permission for this store\./,
      ),
    ).toBeInTheDocument();
  });
});

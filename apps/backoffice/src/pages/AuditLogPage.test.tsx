import { screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from '@shop/router';
import { endpoints } from '@shop/api-client/contract';
import type { StaffMember } from '@shop/api-client/staff';
import { apiError, fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import messages from '../messages';
import { auditEntries, owner } from '../test/sample-staff';
import { AuditLogPage } from './AuditLogPage';

const { staff, staffMembers } = endpoints;

const colleague: StaffMember = {
  id: '00000000-0000-4000-8000-0000000000c3',
  email: 'compliance@aurum-argentum.example',
  name: 'Clara Compliance',
  locale: 'en',
  groups: [],
  enrolled: false,
  disabled: false,
  lastSignInAt: null,
  createdAt: '2026-11-03T08:00:00.000Z',
};

function openAudit(api: FakeApi) {
  return renderPage(
    <IntlProvider locale="en-GB" messages={messages.en} defaultLocale="de-AT">
      <Routes>
        <Route path="/audit" element={<AuditLogPage me={owner} />} />
      </Routes>
    </IntlProvider>,
    '/audit',
    api,
  );
}

const memberChoices = () =>
  within(screen.getByLabelText('Member'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('AuditLogPage', () => {
  it('offers every team member to filter by, not only those on the page', async () => {
    const page = openAudit(
      fakeApi()
        .on(staff.audit, () => ({ entries: auditEntries, total: auditEntries.length }))
        .on(staffMembers.list, () => ({ members: [colleague] })),
    );
    await page.settled();
    expect(memberChoices()).toContain('Clara Compliance');
  });

  it('falls back to the members the log names when the team list is not theirs', async () => {
    const page = openAudit(
      fakeApi()
        .on(staff.audit, () => ({ entries: auditEntries, total: auditEntries.length }))
        .on(staffMembers.list, () => apiError('staff_permission_missing', 403)),
    );
    await page.settled();
    expect(await screen.findAllByRole('row')).not.toHaveLength(0);
    expect(memberChoices()).not.toContain('Clara Compliance');
  });
});

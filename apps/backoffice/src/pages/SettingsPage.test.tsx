import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from '@shop/router';
import { endpoints } from '@shop/api-client/contract';
import type { StaffSettings, StoreSettings } from '@shop/api-client/staff';
import { apiError, fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import messages from '../messages';
import { OutboxPage } from './OutboxPage';
import { SettingsPage } from './SettingsPage';

const { staffSettings } = endpoints;

const at: StoreSettings = {
  store: 'at',
  currency: 'EUR',
  dealerAccount: {
    kind: 'sepa',
    holder: 'Aurum & Argentum GmbH',
    bank: 'Erste Bank',
    iban: 'AT48 2011 1822 2121 9800',
    bic: 'GIBAATWWXXX',
    demo: true,
  },
  orderDeskEmail: 'order-desk-at@aurum-argentum.example',
  amlCashThreshold: 1_000_000,
  amlLinkedWindowHours: 24,
  cashPayoutLimit: 1_500_000,
  scrapBoxLimit: 500_000,
  orderLimit24h: 50_000_000,
  unpaidReminderDays: 5,
  unpaidCancelDays: 10,
};

const settings: StaffSettings = {
  inMaintenance: false,
  shopEditable: true,
  stores: [at, { ...at, store: 'de', orderDeskEmail: 'order-desk-de@aurum-argentum.example' }],
  audit: [
    {
      id: '00000000-0000-4000-8000-0000000000a1',
      at: '2026-11-27T10:00:00.000Z',
      staff: {
        id: '00000000-0000-4000-8000-0000000000b1',
        name: 'Olga Owner',
        email: 'o@x.example',
      },
      action: 'settings.changed',
      entityType: 'settings',
      entityId: 'at',
      store: 'at',
      before: { unpaidReminderDays: 4 },
      after: { unpaidReminderDays: 5 },
    },
  ],
};

function open(api: FakeApi, path: string) {
  return renderPage(
    <IntlProvider locale="en-GB" messages={messages.en} defaultLocale="de-AT">
      <Routes>
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/outbox" element={<OutboxPage />} />
      </Routes>
    </IntlProvider>,
    path,
    api,
  );
}

describe('the settings page', () => {
  it('switches maintenance on after saying what it does', async () => {
    const user = userEvent.setup();
    const api = fakeApi()
      .on(staffSettings.read, () => settings)
      .on(staffSettings.update, () => ({ ...settings, inMaintenance: true }));
    open(api, '/settings');
    expect(await screen.findByText('The shop is open.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch maintenance on' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch maintenance on' });
    expect(dialog).toHaveTextContent('Within 5 seconds every shop page leads');
    await user.click(within(dialog).getByRole('button', { name: 'Switch maintenance on' }));
    expect(api.callsTo(staffSettings.update).at(-1)?.body).toEqual({ inMaintenance: true });
    expect(await screen.findByText(/The shop is in maintenance/)).toBeInTheDocument();
  });

  it('checks a store’s fields, confirms what changes and sends only that', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = fakeApi()
      .on(staffSettings.read, () => settings)
      .on(staffSettings.update, () =>
        refuse
          ? apiError('settings_cancel_before_reminder', 400, [
              {
                path: 'body.stores.at.unpaidCancelDays',
                message: 'The cancellation must be later than the reminder.',
              },
            ])
          : { ...settings, stores: [{ ...at, unpaidReminderDays: 3 }, settings.stores[1]!] },
      );
    open(api, '/settings');
    const tab = await screen.findByRole('tabpanel');
    expect(within(tab).getByText(/A sample account/)).toBeInTheDocument();
    expect(within(tab).getByText('Changes (1)')).toBeInTheDocument();

    const reminder = within(tab).getByLabelText(/^Reminder after \(days\)/);
    await user.clear(reminder);
    await user.type(reminder, '0');
    await user.click(within(tab).getByRole('button', { name: 'Save Austria (EUR)' }));
    expect(reminder).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a whole number of days from 1 to 365.'),
    );
    expect(api.callsTo(staffSettings.update)).toHaveLength(0);

    await user.clear(reminder);
    await user.type(reminder, '3');
    await user.click(within(tab).getByRole('button', { name: 'Save Austria (EUR)' }));
    const dialog = screen.getByRole('dialog', { name: 'Save these changes?' });
    expect(dialog).toHaveTextContent('Reminder after (days): 5 → 3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.callsTo(staffSettings.update).at(-1)?.body).toEqual({
      stores: { at: { unpaidReminderDays: 3 } },
    });
    expect(
      await within(tab).findByText('The cancellation must be later than the reminder.'),
    ).toBeInTheDocument();

    refuse = false;
    await user.click(within(tab).getByRole('button', { name: 'Save Austria (EUR)' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Save these changes?' })).getByRole('button', {
        name: 'Save',
      }),
    );
    expect(
      await within(tab).findByText('Saved. The shop uses the new values now.'),
    ).toBeInTheDocument();
  });

  it('tells a member of some stores who switches maintenance', async () => {
    open(
      fakeApi().on(staffSettings.read, () => ({
        ...settings,
        shopEditable: false,
        stores: [settings.stores[1]!],
      })),
      '/settings',
    );
    expect(
      await screen.findByText(/Maintenance is switched by members with the settings permission/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch maintenance on' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Germany (EUR)' })).toBeInTheDocument();
  });
});

describe('the outbox page', () => {
  it('searches by address and shows a mail in a frame of its own without scripts', async () => {
    const user = userEvent.setup();
    const mail = {
      id: '00000000-0000-4000-8000-0000000000c1',
      channel: 'email' as const,
      to: 'kunde@example.com',
      subject: 'Your order AA-1001',
      attachmentCount: 1,
      createdAt: '2026-11-28T08:00:00.000Z',
    };
    const api = fakeApi()
      .on(staffSettings.outbox, () => ({ messages: [mail], total: 1 }))
      .on(staffSettings.outboxMessage, () => ({
        id: mail.id,
        channel: 'email' as const,
        to: mail.to,
        subject: mail.subject,
        text: 'Thank you for your order.',
        html: '<p>Thank you for your order.</p><script>alert(1)</script>',
        attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', size: 2048 }],
        createdAt: mail.createdAt,
      }));
    open(api, '/outbox');
    await user.type(await screen.findByLabelText('Address or number contains'), 'kunde');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(api.callsTo(staffSettings.outbox).at(-1)?.query.get('q')).toBe('kunde');
    await user.click(
      await screen.findByRole('button', {
        name: 'Show the message “Your order AA-1001” to kunde@example.com',
      }),
    );
    const frame = await screen.findByTitle('The mail as the recipient sees it');
    expect(frame).toHaveAttribute('sandbox', '');
    // Its own address, not srcdoc: the mail keeps its inline styles under a policy of its own.
    expect(frame.getAttribute('src')).toMatch(new RegExp(`/staff/outbox/${mail.id}/html$`));
    expect(frame).not.toHaveAttribute('srcdoc');
    expect(screen.getByText(/invoice\.pdf/)).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from '@shop/router';
import { endpoints } from '@shop/api-client/contract';
import type { StaffDeliveryEntry } from '@shop/api-client/staff';
import { apiError, fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import messages from '../messages';
import { DeliveriesPage } from './DeliveriesPage';

const { staffSettings } = endpoints;

const dead: StaffDeliveryEntry = {
  id: '00000000-0000-4000-8000-0000000000d1',
  channel: 'email',
  to: 'kunde@example.com',
  subject: 'Your order AA-1001',
  state: 'dead',
  attempts: 15,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  nextAttemptAt: null,
  createdAt: '2026-11-28T08:00:00.000Z',
};
const sending: StaffDeliveryEntry = {
  ...dead,
  id: '00000000-0000-4000-8000-0000000000d2',
  subject: 'Your code',
  state: 'sending',
  attempts: 1,
  lastError: null,
};

function open(api: FakeApi, language: 'en' | 'de' = 'en') {
  return renderPage(
    <IntlProvider
      locale={language === 'en' ? 'en-GB' : 'de-AT'}
      messages={messages[language]}
      defaultLocale="de-AT"
    >
      <Routes>
        <Route path="/deliveries" element={<DeliveriesPage />} />
      </Routes>
    </IntlProvider>,
    '/deliveries',
    api,
  );
}

describe('the undelivered mail page', () => {
  it('lists dead mail with its attempts and last error and sends one again', async () => {
    const user = userEvent.setup();
    let list = [dead, sending];
    const api = fakeApi()
      .on(staffSettings.deliveries, () => ({ messages: list, total: list.length }))
      .on(staffSettings.retryDelivery, () => {
        list = [sending];
        return { status: 204, body: undefined };
      });
    open(api);
    const row = (await screen.findByText('Your order AA-1001')).closest('tr')!;
    expect(within(row).getByText('Dead')).toBeInTheDocument();
    expect(within(row).getByText('15')).toBeInTheDocument();
    expect(within(row).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeInTheDocument();
    // A message with a worker right now cannot be sent again.
    const busy = screen.getByText('Your code').closest('tr')!;
    expect(within(busy).getByText('Being sent')).toBeInTheDocument();
    expect(within(busy).queryByRole('button')).toBeNull();

    await user.click(
      within(row).getByRole('button', {
        name: 'Send “Your order AA-1001” to kunde@example.com again',
      }),
    );
    expect(await screen.findByText('The message is queued again.')).toBeInTheDocument();
    expect(api.callsTo(staffSettings.retryDelivery)).toHaveLength(1);
    // The list is read again: the message is no longer undelivered.
    expect(await screen.findByText('1 message')).toBeInTheDocument();
    expect(screen.queryByText('Your order AA-1001')).toBeNull();
  });

  it('says in German when a message was delivered meanwhile', async () => {
    const user = userEvent.setup();
    const api = fakeApi()
      .on(staffSettings.deliveries, () => ({ messages: [dead], total: 1 }))
      .on(staffSettings.retryDelivery, () => apiError('delivery_not_found', 404));
    open(api, 'de');
    expect(await screen.findByText('Gescheitert')).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', {
        name: '„Your order AA-1001“ an kunde@example.com erneut senden',
      }),
    );
    expect(
      await screen.findByText(
        'Keine unzugestellte Nachricht mit dieser Kennung: Sie wurde inzwischen zugestellt oder wird gerade versandt.',
      ),
    ).toBeInTheDocument();
  });

  it('says when everything was delivered', async () => {
    open(fakeApi().on(staffSettings.deliveries, () => ({ messages: [], total: 0 })));
    expect(await screen.findByText('Every message has been delivered.')).toBeInTheDocument();
  });
});

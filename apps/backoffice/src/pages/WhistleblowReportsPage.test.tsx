import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { endpoints } from '@shop/api-client/contract';
import type { Language } from '@shop/i18n';
import { fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import messages from '../messages';
import { WhistleblowReportsPage } from './WhistleblowReportsPage';

const { staff } = endpoints;

const report = {
  id: '2f0a3c1e-6b7d-4e8f-9a0b-1c2d3e4f5a6b',
  status: 'received' as const,
  category: 'fraud' as const,
  receivedOn: '2026-11-20',
  description: 'Invoices for scrap gold were written for more than was weighed.',
  messages: [],
  name: 'Rita Reporter',
};

function cases(answered: string[]) {
  return fakeApi()
    .on(staff.whistleblowReports, () => [
      {
        ...report,
        status: answered.length > 0 ? ('closed' as const) : report.status,
        messages: answered.map((text) => ({
          author: 'dealer' as const,
          text,
          writtenOn: '2026-11-28',
        })),
      },
    ])
    .on(staff.whistleblowAnswer, ({ body }) => {
      answered.push((body as { message: string }).message);
      return { status: 204, body: undefined };
    });
}

function openReports(api: FakeApi, language: Language = 'en') {
  return renderPage(
    <IntlProvider
      locale={language === 'en' ? 'en-GB' : 'de-AT'}
      messages={messages[language]}
      defaultLocale="de-AT"
    >
      <WhistleblowReportsPage />
    </IntlProvider>,
    '/whistleblow',
    api,
  );
}

describe('WhistleblowReportsPage', () => {
  it('answers a case and closes it; the case shows the answer', async () => {
    const answered: string[] = [];
    const api = cases(answered);
    openReports(api);
    await screen.findByText(report.description);
    await userEvent.type(
      screen.getByLabelText(/^Message/),
      'We checked the scale and the invoices.',
    );
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'closed');
    await userEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('The answer was sent and recorded.')).toBeInTheDocument();
    expect(api.callsTo(staff.whistleblowAnswer)[0]?.body).toEqual({
      message: 'We checked the scale and the invoices.',
      status: 'closed',
    });
    const messagesList = await screen.findByRole('heading', { name: 'Messages' });
    expect(messagesList.parentElement).toHaveTextContent('We checked the scale and the invoices.');
    await waitFor(() => expect(screen.getAllByText('Closed').length).toBeGreaterThan(0));
  });

  it('refuses an empty answer in German and sends nothing', async () => {
    const api = cases([]);
    openReports(api, 'de');
    await screen.findByText(report.description);
    await userEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    const field = screen.getByLabelText(/^Nachricht/);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(/Dieses Feld ist erforderlich\./);
    expect(api.callsTo(staff.whistleblowAnswer)).toHaveLength(0);
  });
});

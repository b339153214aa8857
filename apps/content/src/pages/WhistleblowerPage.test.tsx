import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, type ApiHandler } from '@shop/test-kit';
import WhistleblowerPage from './WhistleblowerPage';

// Page tests render the whole remote page; the shared 2-core runners need more than 5 s.
jest.setTimeout(30_000);

const caseCode = 'ABCD-EFGH-JKMN-PQRS';
const report = {
  caseCode,
  status: 'inProgress',
  category: 'fraud',
  receivedOn: '2026-11-20',
  description: 'Falsche Rechnungen.',
  messages: [{ author: 'dealer', text: 'Danke, wir prüfen das.', writtenOn: '2026-11-21' }],
};

const api: ApiHandler = ({ url }) => {
  if (url.pathname === '/api/application/whistleblow') return { status: 201, body: { caseCode } };
  if (url.pathname === '/api/application/whistleblow/case') return { status: 200, body: report };
  if (url.pathname === '/api/application/whistleblow/case/messages')
    return {
      status: 201,
      body: {
        ...report,
        messages: [
          ...report.messages,
          { author: 'reporter', text: 'Noch ein Detail.', writtenOn: '2026-11-23' },
        ],
      },
    };
  return {
    status: 404,
    body: { name: 'ResourceNotFoundError', message: 'x', code: 'x', statusCode: 404 },
  };
};

describe('WhistleblowerPage', () => {
  it('submits an anonymous report and shows the case code once', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(<WhistleblowerPage />, '/hinweisgebersystem', api);
    await user.click(screen.getByRole('button', { name: 'Meldung abgeben' }));
    expect(await screen.findAllByText('Dieses Feld ist erforderlich.')).toHaveLength(2);
    expect(calls).toEqual([]);
    await user.selectOptions(screen.getByLabelText(/^Worum geht es/), 'fraud');
    await user.type(screen.getByLabelText(/^Ihre Meldung/), 'Falsche Rechnungen.');
    await user.click(screen.getByRole('button', { name: 'Meldung abgeben' }));
    expect(await screen.findByText('Ihre Meldung ist eingegangen')).toBeInTheDocument();
    expect(screen.getByTestId('case-code')).toHaveTextContent(caseCode);
    expect(calls[0]!.body).toEqual({
      category: 'fraud',
      description: 'Falsche Rechnungen.',
    });
  });

  it('opens a case by its code, shows the answer and adds information (English)', async () => {
    const user = userEvent.setup();
    const { calls } = renderPage(<WhistleblowerPage />, '/en/hinweisgebersystem', api);
    const code = screen.getByLabelText(/^Case code/);
    await user.type(code, 'abc');
    await user.click(screen.getByRole('button', { name: 'Open case' }));
    expect(
      await screen.findByText('Please enter the case code exactly as you received it.'),
    ).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'abcd efgh jkmn pqrs');
    await user.click(screen.getByRole('button', { name: 'Open case' }));
    expect(await screen.findByText('Danke, wir prüfen das.')).toBeInTheDocument();
    expect(screen.getByText(/Status: In progress/)).toBeInTheDocument();
    expect(calls.at(-1)!.body).toEqual({ caseCode });
    await user.type(screen.getByLabelText(/^Add information/), 'Noch ein Detail.');
    await user.click(screen.getByRole('button', { name: 'Send information' }));
    expect(await screen.findByText('Noch ein Detail.')).toBeInTheDocument();
    expect(screen.getByText('Your information has been added to the case.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterBlock } from './NewsletterBlock';
import { WhistleblowerFormBlock } from './WhistleblowerFormBlock';
import { json, renderBlock } from '../test/render-block';

// The blocks render whole forms; the shared 2-core runners need more than 5 s.
jest.setTimeout(30_000);

const newsletter = (headline: string, text: string) => (
  <NewsletterBlock block={{ _uid: 'n', component: 'newsletter', headline, text }} />
);

const whistleblower = (headline: string, intro: string) => (
  <WhistleblowerFormBlock block={{ _uid: 'w', component: 'whistleblower-form', headline, intro }} />
);

describe('form blocks', () => {
  it('newsletter: the editors’ headline and text above the sign-up form, subscribed in place (German)', async () => {
    const user = userEvent.setup();
    const { calls } = renderBlock(
      newsletter('Marktbericht per E-Mail', 'Einmal pro Woche.'),
      'de',
      (url) =>
        url.pathname === '/api/newsletters/subscriptions'
          ? json({ email: 'eva@example.com', status: 'pending', interests: ['gold'] })
          : undefined,
    );
    const block = screen.getByRole('region', { name: 'Marktbericht per E-Mail' });
    expect(within(block).getByText('Einmal pro Woche.')).toBeInTheDocument();
    await user.type(within(block).getByLabelText(/^E-Mail/), 'eva@example.com');
    await user.click(within(block).getByRole('checkbox', { name: 'Gold' }));
    await user.click(within(block).getByRole('button', { name: 'Abonnieren' }));
    expect(await screen.findByText('Bitte sehen Sie in Ihr Postfach')).toBeInTheDocument();
    expect(calls.map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/newsletters/subscriptions?languageTag=de-AT',
    ]);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('newsletter in English', () => {
    renderBlock(newsletter('Market report', 'Once a week.'), 'en');
    const block = screen.getByRole('region', { name: 'Market report' });
    expect(within(block).getByLabelText(/^E-mail/)).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('whistleblower: a report filed in the block shows its case code; follow-up on the system’s page (English)', async () => {
    const user = userEvent.setup();
    const { calls } = renderBlock(
      whistleblower('Report a concern', 'Confidential.'),
      'en',
      (url) =>
        url.pathname === '/api/application/whistleblow'
          ? { status: 201, body: { caseCode: 'ABCD-EFGH-JKMN-PQRS' } }
          : undefined,
    );
    const block = screen.getByRole('region', { name: 'Report a concern' });
    expect(within(block).getByText('Confidential.')).toBeInTheDocument();
    await user.selectOptions(within(block).getByLabelText(/^What is it about/), 'fraud');
    await user.type(within(block).getByLabelText(/^Your report/), 'False invoices.');
    await user.click(within(block).getByRole('button', { name: 'Submit report' }));
    expect(await screen.findByTestId('case-code')).toHaveTextContent('ABCD-EFGH-JKMN-PQRS');
    expect(calls.map((url) => url.pathname)).toEqual(['/api/application/whistleblow']);
    expect(
      within(block).getByRole('link', { name: 'Follow up on a report with its case code' }),
    ).toHaveAttribute('href', '/en/hinweisgebersystem');
  });

  it('whistleblower in German', () => {
    renderBlock(whistleblower('Vertraulich melden', 'Anonym möglich.'), 'de');
    const block = screen.getByRole('region', { name: 'Vertraulich melden' });
    expect(within(block).getByRole('button', { name: 'Meldung abgeben' })).toBeInTheDocument();
    expect(
      within(block).getByRole('link', { name: 'Meldung mit dem Fallcode nachverfolgen' }),
    ).toHaveAttribute('href', '/hinweisgebersystem');
  });
});

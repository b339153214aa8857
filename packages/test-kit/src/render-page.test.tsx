import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { endpoints } from '@shop/api-client/contract';
import { useApiClient } from '@shop/api-client/react';
import { useRouteMatch } from '@shop/i18n/react';
import type { PageProps } from '@shop/i18n';
import { apiError, fakeApi } from './fake-api';
import { configureTestKit, renderPage } from './render-page';
import { id, limitOrder } from './sample-limit-order';

const messages = {
  de: { 'route.login': 'Anmelden' },
  en: { 'route.login': 'Log in' },
};

/** A page that reads a limit order and shows a text of the page language, once the match is set. */
function LimitOrderPage({ match }: PageProps) {
  const client = useApiClient();
  const order = useQuery({ queryKey: ['lo'], queryFn: () => client.limitOrders.get(id) });
  const fromAtom = useRouteMatch();
  return (
    <p>
      {fromAtom?.route.id === match.route.id && order.data ? (
        <>
          <FormattedMessage id="route.login" /> {order.data.number}
        </>
      ) : (
        'loading'
      )}
    </p>
  );
}

describe('renderPage', () => {
  beforeEach(() => configureTestKit({ messages }));

  it('renders a page at a path in its language, with one handler behind the real client', async () => {
    const view = renderPage(LimitOrderPage, '/en/login?next=1', (call) =>
      call.path === `/limit-orders/${id}` ? limitOrder : apiError('NotFound', 404),
    );
    expect(await screen.findByText('Log in LO-000042')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/en/login?next=1');
    expect(view.callsTo('GET /limit-orders/{id}')).toHaveLength(1);
  });

  it('renders a route by id, and waits with settled until no query runs', async () => {
    const api = fakeApi().on(endpoints.limitOrders.get, () => limitOrder);
    const view = renderPage(LimitOrderPage, { route: 'login', language: 'de' }, api);
    await view.settled();
    expect(screen.getByText('Anmelden LO-000042')).toBeInTheDocument();
    expect(view.calls).toBe(api.calls);
  });

  it('sets the session cookies and applies the session rules when asked', async () => {
    const api = fakeApi()
      .on('GET /admin/customers/anonymous', () => ({
        ownerId: 'g-1',
        expiresAt: '2099-01-01T00:00:00.000Z',
        level: 'Anonymous',
      }))
      .on(endpoints.limitOrders.get, () => limitOrder);
    renderPage(LimitOrderPage, '/login', api, { session: null, sessionRules: true });
    await waitFor(() => expect(screen.getByText('Anmelden LO-000042')).toBeInTheDocument());
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /admin/customers/anonymous',
      `GET /limit-orders/${id}`,
    ]);
  });

  it('needs the remote’s texts', () => {
    configureTestKit({});
    expect(() => renderPage(LimitOrderPage, '/login')).toThrow('needs the remote’s messages');
  });
});

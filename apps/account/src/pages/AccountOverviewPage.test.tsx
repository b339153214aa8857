import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, setSession, type ApiCall } from '@shop/test-kit';
import { sampleCustomer } from '../test/sample-customer';
import AccountOverviewPage from './AccountOverviewPage';

afterEach(() => setSession(null));

describe('AccountOverviewPage', () => {
  it('greets the customer, links every part of the account, and signs out to the home page', async () => {
    setSession('User');
    const user = userEvent.setup();
    const { queryClient } = renderPage(
      AccountOverviewPage,
      '/my-account/kundenkonto',
      ({ path }: ApiCall) => {
        if (path === '/orders' || path === '/deposits') return [];
        if (path === '/customers/logout') {
          setSession(null);
          return { status: 204, body: null };
        }
        return sampleCustomer;
      },
    );
    expect(
      await screen.findByRole('heading', { name: 'Willkommen, Frau Gruber' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kundenkonto' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getAllByRole('link', { name: 'Adressen' })[0]).toHaveAttribute(
      'href',
      '/my-account/kundenkonto/adressen',
    );
    expect(screen.getByText('Ihre Telefonnummer ist noch nicht bestätigt.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    await waitFor(() => expect(queryClient.getQueryData(['customer', 'me'])).toBeUndefined());
  });
});

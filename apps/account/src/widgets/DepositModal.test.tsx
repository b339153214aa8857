import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, renderPage, setSession, type ApiCall } from '@shop/test-kit';
import { emptyDeposit } from '../test/sample-deposit';
import DepositModal from './DepositModal';

beforeEach(() => setSession('User'));
afterEach(() => setSession(null));

describe('DepositModal', () => {
  it('opens the deposit and shows its online depot number and open date', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    let failing = true;
    const { callsTo } = renderPage(
      <DepositModal onClose={onClose} />,
      '/en/my-account/deposit',
      ({ method }: ApiCall) => {
        if (method === 'GET') return [];
        return failing
          ? apiError('repository_unavailable', 503)
          : { status: 201, body: emptyDeposit };
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Open deposit now' }));
    expect(
      await screen.findByText('The deposit could not be opened. Please try again later.'),
    ).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Open deposit now' }));
    expect(await screen.findByText('Your deposit is open.')).toBeInTheDocument();
    expect(screen.getByText('AT-1000042')).toBeInTheDocument();
    expect(screen.getByText('02/11/2026')).toBeInTheDocument();
    expect(callsTo('POST /deposits')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@shop/test-kit';
import { DentalGoldInfo, FinenessInfo } from './ScrapInfoModals';

// The modals are static texts: any API call is a mistake.
const noApi = () => ({ status: 500, body: null });

describe('scrap info modals', () => {
  it('FinenessInfo explains hallmarks with their carat and share in English', async () => {
    renderPage(<FinenessInfo />, { route: 'shop', language: 'en' }, noApi);
    await userEvent.click(screen.getByRole('button', { name: 'How do I find the fineness?' }));
    const dialog = screen.getByRole('dialog', { name: 'Finding the fineness' });
    const row = within(dialog).getByRole('row', { name: /^585/ });
    expect(within(row).getByText('14')).toBeInTheDocument();
    expect(within(row).getByText('58.5%')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('DentalGoldInfo says how dental gold is assayed, in German', async () => {
    renderPage(<DentalGoldInfo />, { route: 'shop', language: 'de' }, noApi);
    await userEvent.click(screen.getByRole('button', { name: 'Zahngold verkaufen' }));
    const dialog = screen.getByRole('dialog', { name: 'Zahngold verkaufen' });
    expect(within(dialog).getByText(/zwischen etwa 40 % und 90 %/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

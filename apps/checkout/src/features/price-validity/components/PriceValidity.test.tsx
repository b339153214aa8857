import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { messages } from '@shop/i18n/messages';
import { PriceValidity } from './PriceValidity';
import { secondsLeft } from '../price-validity';

describe('price validity', () => {
  afterEach(() => jest.useRealTimers());

  it('counts the whole seconds left until the quote ends', () => {
    const endsAt = Date.parse('2026-11-23T12:02:00.000Z');
    expect(secondsLeft(endsAt, endsAt - 120_000)).toBe(120);
    expect(secondsLeft(endsAt, endsAt - 119_500)).toBe(120);
    expect(secondsLeft(endsAt, endsAt - 999)).toBe(1);
    expect(secondsLeft(endsAt, endsAt)).toBe(0);
    expect(secondsLeft(endsAt, endsAt + 60_000)).toBe(0);
  });

  const renderValidity = (endsAt: number, onRefresh = jest.fn()) => {
    const view = (at: number) => (
      <IntlProvider locale="de" messages={messages.de}>
        <PriceValidity endsAt={at} onRefresh={onRefresh} refreshing={false} />
      </IntlProvider>
    );
    const { rerender } = render(view(endsAt));
    return { rerender: (at: number) => rerender(view(at)) };
  };

  it('ticks each second and offers a fresh quote once lapsed', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T12:02:58.000Z') });
    const onRefresh = jest.fn();
    renderValidity(Date.parse('2026-11-23T12:03:00.000Z'), onRefresh);
    expect(screen.getByRole('timer')).toHaveTextContent('Preise gültig für 0:02');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Preise gültig für 0:01');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Neues Angebot einholen' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('counts a new quote from the present, not from the last tick of the lapsed one', () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T12:00:00.000Z') });
    const { rerender } = renderValidity(Date.parse('2026-11-23T12:00:01.000Z'));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    // The customer comes back a minute later and gets a quote of two minutes.
    act(() => jest.advanceTimersByTime(60_000));
    rerender(Date.now() + 120_000);
    expect(screen.getByRole('timer')).toHaveTextContent('Preise gültig für 2:00');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Preise gültig für 1:59');
  });
});

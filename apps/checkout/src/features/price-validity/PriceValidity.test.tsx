import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { messages } from '@shop/i18n/messages';
import { PriceValidity } from './PriceValidity';
import { secondsLeft } from './price-validity';

describe('price validity', () => {
  afterEach(() => jest.useRealTimers());

  it('counts the 180 seconds after the last recalculation', () => {
    const at = '2026-11-23T12:00:00.000Z';
    expect(secondsLeft(at, Date.parse(at))).toBe(180);
    expect(secondsLeft(at, Date.parse(at) + 500)).toBe(180);
    expect(secondsLeft(at, Date.parse(at) + 179_001)).toBe(1);
    expect(secondsLeft(at, Date.parse(at) + 180_000)).toBe(0);
    expect(secondsLeft(at, Date.parse(at) + 999_000)).toBe(0);
  });

  it('ticks each second and offers a fresh quote once lapsed', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-23T12:02:58.000Z') });
    const onRefresh = jest.fn();
    render(
      <IntlProvider locale="de" messages={messages.de}>
        <PriceValidity
          lastRecalculatedAt="2026-11-23T12:00:00.000Z"
          onRefresh={onRefresh}
          refreshing={false}
        />
      </IntlProvider>,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('Preise gültig für 0:02');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Preise gültig für 0:01');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Neues Angebot einholen' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});

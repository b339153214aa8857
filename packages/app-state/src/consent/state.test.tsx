/**
 * @jest-environment-options {"url": "https://shop.example/"}
 */
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { consentChoice, CONSENT_COOKIE } from './cookie';
import { consentAtom, useConsentPoll } from './state';

function clearCookie() {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/; Secure`;
}

describe('useConsentPoll', () => {
  beforeEach(() => {
    clearCookie();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  function poll(store = createStore()) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    return renderHook(() => useConsentPoll('C0003'), { wrapper });
  }

  it('waits without a decision and picks up a cookie written meanwhile', async () => {
    const { result } = poll();
    expect(result.current).toBe('waiting');
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(
      'C0001:1,C0002:0,C0003:1,C0004:0,C0005:0|2026-11-23T10:00:00.000Z',
    )}; Path=/`;
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(result.current).toBe('allowed');
  });

  it('is denied after 5 s without a decision, and at once after a decision without the group', async () => {
    const { result } = poll();
    await act(async () => {
      jest.advanceTimersByTime(5000);
    });
    expect(result.current).toBe('denied');

    const store = createStore();
    store.set(consentAtom, consentChoice(['C0004']));
    expect(poll(store).result.current).toBe('denied');
  });
});

import { act, renderHook } from '@testing-library/react';
import { createStore, Provider, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { notificationsAtom, useNotify } from './notifications';

function setup() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(() => ({ ...useNotify(), list: useAtomValue(notificationsAtom) }), { wrapper });
}

describe('notifications', () => {
  it('adds, de-duplicates and dismisses notifications', () => {
    const { result } = setup();
    let id = '';
    act(() => {
      id = result.current.notify({ type: 'error', title: 'error.generic' });
      result.current.notify({ type: 'error', title: 'error.generic' });
      result.current.notify({ type: 'success', title: 'x', cta: { href: '/en/cart', text: 'y' } });
    });
    expect(result.current.list.map((n) => n.title)).toEqual(['error.generic', 'x']);
    act(() => result.current.dismiss(id));
    expect(result.current.list.map((n) => n.title)).toEqual(['x']);
  });
});

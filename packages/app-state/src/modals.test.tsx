import { act, renderHook } from '@testing-library/react';
import { createStore, Provider, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { modalPropsAtom, openModalAtom, useCloseModal, useOpenModal } from './modals';

function setup() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return renderHook(
    () => ({
      open: useOpenModal(),
      close: useCloseModal(),
      current: useAtomValue(openModalAtom),
      props: useAtomValue(modalPropsAtom),
    }),
    { wrapper },
  );
}

describe('modals', () => {
  it('keeps one modal open: opening another replaces it, with its own props', () => {
    const { result } = setup();
    act(() => result.current.open('auth', { view: 'register' }));
    expect(result.current.current).toBe('auth');
    expect(result.current.props).toEqual({ auth: { view: 'register' } });
    act(() => result.current.open('rates'));
    expect(result.current.current).toBe('rates');
    expect(result.current.props).toEqual({});
    act(() => result.current.close());
    expect(result.current.current).toBeNull();
  });
});

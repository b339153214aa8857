import { act, renderHook } from '@testing-library/react';
import { useOrderSubmission } from './use-order-submission';

function keys() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('order submission', () => {
  it('sends one request for a double click and reuses the key on retry', async () => {
    const calls: string[] = [];
    let fail = true;
    const place = (key: string) => {
      calls.push(key);
      return fail ? Promise.reject(new Error('network')) : Promise.resolve(key);
    };
    const newKey = keys();
    const { result } = renderHook(() => useOrderSubmission(place, newKey));

    let first!: Promise<string>;
    let second!: Promise<string>;
    act(() => {
      first = result.current.submit();
      second = result.current.submit();
    });
    expect(first).toBe(second);
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      await expect(first).rejects.toThrow('network');
    });
    expect(calls).toEqual(['key-1']);
    expect(result.current.submitting).toBe(false);

    fail = false;
    await act(async () => {
      await expect(result.current.submit()).resolves.toBe('key-1');
    });
    expect(calls).toEqual(['key-1', 'key-1']);

    act(() => result.current.renew());
    await act(async () => {
      await expect(result.current.submit()).resolves.toBe('key-2');
    });
  });
});

import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './hydrated';

function Probe() {
  return <button disabled={!useHydrated()}>Buy</button>;
}

// Once a root has committed, controls mounted later start enabled: each file is a page of its
// own, so the server-rendered controls are tested in `hydrated-controls.test.tsx`.
// Testing Library is not involved here, so React is told it runs under act() itself.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useHydrated', () => {
  it('is false in the server HTML and true once the browser has hydrated it', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.querySelector('button')).not.toBeDisabled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('starts true in a control mounted after the page hydrated (a later page of the same visit)', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const seen: boolean[] = [];
    function Recorder() {
      seen.push(useHydrated());
      return null;
    }
    await act(async () => root.render(<Recorder />));
    expect(seen).toEqual([true]);
    act(() => root.unmount());
  });
});

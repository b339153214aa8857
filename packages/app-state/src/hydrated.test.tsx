import { act, lazy, useEffect, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  holdControls,
  HydratingSuspense,
  NeedsScript,
  REGION_WAIT_MS,
  releaseControls,
  useHydrated,
} from './hydrated';

function Probe() {
  return <button disabled={!useHydrated()}>Buy</button>;
}

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
});

describe('NeedsScript', () => {
  it('renders its control disabled in the server HTML and enabled once hydrated, alone', async () => {
    const outerRendered = jest.fn();
    function Outer() {
      outerRendered();
      return (
        <NeedsScript>
          {(disabled) => <button disabled={disabled}>Cookie settings</button>}
        </NeedsScript>
      );
    }
    const html = renderToString(<Outer />);
    expect(html).toContain('disabled');
    const container = document.createElement('div');
    container.innerHTML = html;
    outerRendered.mockClear();
    await act(async () => {
      hydrateRoot(container, <Outer />);
    });
    expect(container.querySelector('button')).not.toBeDisabled();
    // The component around it rendered once, for hydration; only the leaf rendered again.
    expect(outerRendered).toHaveBeenCalledTimes(1);
  });
});

describe('holdControls and releaseControls', () => {
  it('keep hydrated controls disabled until the release, then enable them together', async () => {
    const rendered = jest.fn();
    function Controls() {
      rendered();
      return (
        <>
          <Probe />
          <NeedsScript>{(disabled) => <button disabled={disabled}>Sell</button>}</NeedsScript>
        </>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Controls />);
    rendered.mockClear();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    holdControls();
    await act(async () => {
      hydrateRoot(container, <Controls />);
    });
    const buttons = [...container.querySelectorAll('button')];
    // Hydrated, and nothing rendered again yet.
    expect(buttons.map((button) => button.disabled)).toEqual([true, true]);
    expect(rendered).toHaveBeenCalledTimes(1);
    await act(async () => {
      releaseControls();
    });
    expect(buttons.map((button) => button.disabled)).toEqual([false, false]);
    expect(rendered).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('enable a control that mounts after the release at once', async () => {
    holdControls();
    releaseControls();
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => {
      root.render(<p>Loading</p>);
    });
    const states: boolean[] = [];
    const observer = new MutationObserver(() => {
      const button = container.querySelector('button');
      if (button) states.push(button.disabled);
    });
    observer.observe(container, { childList: true, subtree: true, attributes: true });
    await act(async () => {
      root.render(<Probe />);
    });
    observer.disconnect();
    // Mounted enabled: never disabled in between.
    expect(states).toEqual([false]);
  });
});

describe('HydratingSuspense', () => {
  // A remote's region: its module arrives when `arrive` is called, so React hydrates the region
  // in a later pass than the page around it, as it does with a region whose chunk still loads.
  function RegionButton() {
    return <button disabled={!useHydrated()}>Add to cart</button>;
  }
  function Release() {
    useEffect(() => releaseControls(), []);
    return null;
  }
  function Page({ Region, withRegion = true }: { Region: ComponentType; withRegion?: boolean }) {
    return (
      <>
        <Probe />
        {withRegion && (
          <HydratingSuspense fallback={<p>Loading</p>}>
            <Region />
          </HydratingSuspense>
        )}
        <Release />
      </>
    );
  }

  /** The page's server HTML, and a region whose module is still loading in the browser. */
  function serverPage() {
    const Loaded = RegionButton;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page Region={Loaded} />);
    let arrive: () => void = () => undefined;
    const Region = lazy(
      () =>
        new Promise<{ default: ComponentType }>((resolve) => {
          arrive = () => resolve({ default: Loaded });
        }),
    );
    return { container, Region, arrive: () => arrive() };
  }

  const disabled = (container: HTMLElement) =>
    [...container.querySelectorAll('button')].map((button) => button.disabled);

  afterEach(() => jest.useRealTimers());

  it("holds the page's controls until its region has hydrated, then enables them all together", async () => {
    const { container, Region, arrive } = serverPage();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    holdControls();
    await act(async () => {
      hydrateRoot(container, <Page Region={Region} />);
    });
    // The page has committed; its region is still the server's HTML, and the page's button waits.
    expect(disabled(container)).toEqual([true, true]);
    await act(async () => {
      arrive();
    });
    expect(disabled(container)).toEqual([false, false]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('releases the controls after REGION_WAIT_MS when a region never hydrates', async () => {
    jest.useFakeTimers();
    const { container, Region } = serverPage();
    holdControls();
    await act(async () => {
      hydrateRoot(container, <Page Region={Region} />);
    });
    expect(disabled(container)).toEqual([true, true]);
    await act(async () => {
      jest.advanceTimersByTime(REGION_WAIT_MS - 1);
    });
    expect(disabled(container)[0]).toBe(true);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    // The page's button works; the region's is still the server's HTML.
    expect(disabled(container)).toEqual([false, true]);
  });

  it('releases the controls when a waiting region is removed', async () => {
    const { container, Region } = serverPage();
    holdControls();
    const root = await act(async () => hydrateRoot(container, <Page Region={Region} />));
    expect(disabled(container)).toEqual([true, true]);
    await act(async () => {
      root.render(<Page Region={Region} withRegion={false} />);
    });
    expect(disabled(container)).toEqual([false]);
  });

  it('holds nothing in a page rendered in the browser', async () => {
    const container = document.createElement('div');
    await act(async () => {
      createRoot(container).render(<Page Region={RegionButton} />);
    });
    expect(disabled(container)).toEqual([false, false]);
  });
});

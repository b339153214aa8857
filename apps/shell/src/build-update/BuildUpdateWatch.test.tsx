import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@shop/router/testing';
import { useNavigate } from '@shop/router';
import { BuildUpdateWatch } from './BuildUpdateWatch';
import { BUILD_CHECK_INTERVAL_MS, RELOAD_GUARD_MS, resetReloadState } from './build-update';

jest.mock('../federation/load-remote-module', () => ({
  registeredRemotes: () => ({ catalog: 'http://localhost:3001/mf-manifest.json' }),
}));

const builds: Record<string, { id: string; timestamp: number }> = {};

function publish(latestUrl: string, id: string) {
  builds[latestUrl] = { id, timestamp: Date.now() };
  builds[latestUrl.replace('latest.json', `meta/${id}.json`)] = { id, timestamp: Date.now() };
}

const SHELL = 'http://localhost/builds/latest.json';
const CATALOG = 'http://localhost:3001/builds/latest.json';

function Go({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>{to}</button>;
}

function renderWatch(reload: () => void, start = '/') {
  return render(
    <MemoryRouter initialEntries={[start]}>
      <BuildUpdateWatch reload={reload} />
      <Go to="/shop" />
      <Go to="/en/shop" />
    </MemoryRouter>,
  );
}

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function click(name: string) {
  act(() => screen.getByRole('button', { name }).click());
}

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
  resetReloadState();
  sessionStorage.clear();
  for (const key of Object.keys(builds)) delete builds[key];
  publish(SHELL, 'shell-1');
  publish(CATALOG, 'catalog-1');
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const answer = builds[String(input)];
    return answer
      ? new Response(JSON.stringify(answer), { status: 200 })
      : new Response('', { status: 404 });
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('checks every hour and reloads on the next navigation after a remote publishes a build', async () => {
  const reload = jest.fn();
  renderWatch(reload);
  await advance(0);
  expect(fetch).toHaveBeenCalledWith(CATALOG, { cache: 'no-cache' });

  publish(CATALOG, 'catalog-2');
  click('/shop');
  // Not yet checked: the new build is not known before the hourly check.
  expect(reload).not.toHaveBeenCalled();

  await advance(BUILD_CHECK_INTERVAL_MS - 1000);
  click('/en/shop');
  expect(reload).not.toHaveBeenCalled();

  await advance(1000);
  // The check itself does not reload: the customer may be typing.
  expect(reload).not.toHaveBeenCalled();
  click('/shop');
  expect(reload).toHaveBeenCalledTimes(1);
});

it('a new shell build counts as well', async () => {
  const reload = jest.fn();
  renderWatch(reload);
  await advance(0);
  publish(SHELL, 'shell-2');
  await advance(BUILD_CHECK_INTERVAL_MS);
  click('/shop');
  expect(reload).toHaveBeenCalledTimes(1);
});

it('reloads on the next navigation after an uncaught chunk load failure', async () => {
  const reload = jest.fn();
  renderWatch(reload);
  await advance(0);
  const failure = Object.assign(new Error('Loading chunk 77 failed.'), { name: 'ChunkLoadError' });
  act(() => {
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: failure, promise: null }),
    );
  });
  expect(reload).not.toHaveBeenCalled();
  click('/shop');
  expect(reload).toHaveBeenCalledTimes(1);
});

it('reloads a path at most once per 10 seconds, even across page loads', async () => {
  const reload = jest.fn();
  const first = renderWatch(reload);
  await advance(0);
  publish(CATALOG, 'catalog-2');
  await advance(BUILD_CHECK_INTERVAL_MS);
  click('/shop');
  expect(reload).toHaveBeenCalledTimes(1);
  first.unmount();

  // The "reloaded" page finds the reason again (say a chunk still fails) within 10 s.
  renderWatch(reload, '/shop');
  await advance(2000);
  click('/en/shop');
  expect(reload).toHaveBeenCalledTimes(2);
  click('/shop');
  expect(reload).toHaveBeenCalledTimes(2);

  // Both paths' guards have run out (this test's reload keeps the page, so the reason stays).
  await advance(RELOAD_GUARD_MS);
  click('/en/shop');
  click('/shop');
  expect(reload).toHaveBeenCalledTimes(4);
});

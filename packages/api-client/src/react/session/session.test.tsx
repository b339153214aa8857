/** @jest-environment jsdom */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { createApiClient } from '../../client';
import { json, textResponse } from '../../test-support';
import { ApiClientProvider } from '../provider';
import { cartKeys, customerKeys, wishlistKeys } from '../query-keys';
import { useAuthFailedLogout } from './auth-failed';
import { useCustomer } from './get-customer';
import {
  sessionCookiesReadyAtom,
  sessionVersionAtom,
  useSession,
  useSignedIn,
} from './session-state';
import { useLogin, useLogout } from './sign-in';

const customer = {
  id: 'c1',
  email: 'anna@example.at',
  salutation: 'mrs',
  firstName: 'Anna',
  lastName: 'Gruber',
  type: 'individual',
  phoneVerified: false,
  emailVerified: true,
  newsletterInterests: [],
  languageTag: 'de',
  addresses: [],
  createdAt: '2026-11-01T10:00:00.000Z',
  version: 1,
};

/** The edge's cookies as the page sees them; the fake API changes them as the edge would. */
function setCookies(values: Record<string, string | null>) {
  for (const [name, value] of Object.entries(values)) {
    document.cookie =
      value === null ? `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT` : `${name}=${value}`;
  }
}
const signedInCookies = { ctTokenLevel: 'User', ctUserId: 'c1' };
const signedOut = { ctTokenLevel: null, ctUserId: null };

function setup(handler: (path: string, init: RequestInit) => Response) {
  const paths: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input)
      .replace(/^\/api/, '')
      .replace(/\?.*$/, '');
    paths.push(`${init.method ?? 'GET'} ${path}`);
    return handler(path, init);
  }) as typeof globalThis.fetch;
  const api = createApiClient({
    baseUrl: '/api',
    storeKey: 'at',
    fetch,
    session: { hasSession: () => document.cookie.includes('ctTokenLevel=') },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <JotaiProvider store={store}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>{children}</ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
  return { wrapper, paths, queryClient };
}

afterEach(() => setCookies({ ...signedOut, ctTokenExpiresAt: null }));

describe('session state', () => {
  it('loads the customer only while the session cookie says User', async () => {
    setCookies({ ctTokenLevel: 'Anonymous', ctUserId: 'anon-1' });
    const { wrapper, paths } = setup(() => json(customer));
    const { result } = renderHook(() => useCustomer(), { wrapper });
    expect(result.current).toMatchObject({
      signedIn: false,
      customer: undefined,
      isPending: false,
    });
    expect(paths).toEqual([]);

    setCookies(signedInCookies);
    const signedIn = renderHook(() => useCustomer(), {
      wrapper: setup(() => json(customer)).wrapper,
    });
    await waitFor(() => expect(signedIn.result.current.customer?.firstName).toBe('Anna'));
  });

  it('signs in and shows the customer without another call', async () => {
    setCookies({ ctTokenLevel: 'Anonymous', ctUserId: 'anon-1' });
    const { wrapper, paths } = setup((path) => {
      if (path === '/customers/login') {
        setCookies(signedInCookies);
        return json({
          ownerId: 'c1',
          expiresAt: '2026-11-23T12:00:00.000Z',
          level: 'User',
          customer,
        });
      }
      throw new Error(`unexpected ${path}`);
    });
    const { result } = renderHook(() => ({ login: useLogin(), me: useCustomer() }), { wrapper });
    await act(() =>
      result.current.login.mutateAsync({ email: customer.email, password: 'Secret123' }),
    );
    expect(result.current.me).toMatchObject({ signedIn: true, customer: { id: 'c1' } });
    expect(paths).toEqual(['POST /customers/login']);
  });

  it('signs out: clears the cookies at the edge, then user, carts and wishlist', async () => {
    setCookies(signedInCookies);
    const { wrapper, paths, queryClient } = setup((path) => {
      if (path === '/customers/logout') {
        setCookies(signedOut);
        return textResponse('', 204);
      }
      return json(customer);
    });
    queryClient.setQueryData(cartKeys.all, ['cart']);
    queryClient.setQueryData(wishlistKeys.all, ['wish']);
    const { result } = renderHook(() => ({ logout: useLogout(), me: useCustomer() }), { wrapper });
    await waitFor(() => expect(result.current.me.customer?.id).toBe('c1'));
    await act(() => result.current.logout());
    expect(result.current.me).toMatchObject({ signedIn: false, customer: undefined });
    expect(queryClient.getQueryData(customerKeys.me())).toBeUndefined();
    expect(queryClient.getQueryData(cartKeys.all)).toBeUndefined();
    expect(queryClient.getQueryData(wishlistKeys.all)).toBeUndefined();
    expect(paths).toEqual(['GET /customers/me', 'POST /customers/logout']);
  });

  it('signs the customer out on auth-failed and reports that they were signed in', async () => {
    setCookies(signedInCookies);
    const expired = {
      name: 'OperationNotValidError',
      message: 'The session has expired',
      code: 'session_expired',
      statusCode: 401,
    };
    const { wrapper, paths } = setup((path) => {
      if (path === '/customers/logout') {
        setCookies(signedOut);
        return textResponse('', 204);
      }
      if (path === '/admin/customers/refresh-token') return json(expired, 401);
      return json({ ...expired, code: 'unauthorized' }, 401);
    });
    const outcomes: unknown[] = [];
    const { result } = renderHook(
      () => {
        useAuthFailedLogout((outcome) => outcomes.push(outcome));
        return { me: useCustomer(), session: useSession() };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.session.level).toBeNull());
    expect(outcomes).toEqual([{ wasSignedIn: true }]);
    expect(result.current.me.signedIn).toBe(false);
    expect(paths).toEqual([
      'GET /customers/me',
      'POST /admin/customers/refresh-token',
      'POST /customers/logout',
    ]);
  });
});

describe('useSignedIn', () => {
  it('renders again only when the level changes, not each time the cookies are read anew', () => {
    setCookies({ ctTokenLevel: 'Anonymous', ctUserId: null });
    const store = createStore();
    store.set(sessionCookiesReadyAtom, false);
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useSignedIn();
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <JotaiProvider store={store}>{children}</JotaiProvider>
        ),
      },
    );
    expect(result.current).toBe(false);
    const before = renders;
    // Hydrated: the session is read from the cookies (a guest's), then read again on a bump.
    act(() => store.set(sessionCookiesReadyAtom, true));
    act(() => store.set(sessionVersionAtom, (n) => n + 1));
    expect(renders).toBe(before);
    setCookies(signedInCookies);
    act(() => store.set(sessionVersionAtom, (n) => n + 1));
    expect(result.current).toBe(true);
    setCookies(signedOut);
  });
});

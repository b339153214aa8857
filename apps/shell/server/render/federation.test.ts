/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getInstance } from '@module-federation/enhanced/runtime';
import { EDGE_SECRET_HEADER } from '@shop/api-client/contract';
import {
  loadRemoteModule,
  registerShopRemotes,
  resetRemote,
} from '../../src/federation/load-remote-module';
import { createServerRemotes, serverEntryOf } from './federation';

jest.mock('../../src/federation/load-remote-module', () => ({
  loadRemoteModule: jest.fn(async () => ({ default: {} })),
  peekRemoteModule: jest.fn(),
  registerShopRemotes: jest.fn(),
  resetRemote: jest.fn(),
}));

describe('serverEntryOf', () => {
  it('finds the server build beside the manifest', () => {
    expect(serverEntryOf('https://cdn.example/catalog/mf-manifest.json')).toBe(
      'https://cdn.example/catalog/server/remoteEntry.js',
    );
    expect(serverEntryOf('/catalog/mf-manifest.json')).toBeNull();
  });
});

describe('createServerRemotes', () => {
  let server: Server;
  let version = 'one';
  let base = '';
  // The federation runtime is one per process, its fetch that of the first createServerRemotes.
  const edgeSecret = 'edge-secret-of-this-test-0123456789';
  /** The static server's calls: path and the edge secret they carried. */
  const calls: Array<{ url: string | undefined; secret: string | string[] | null }> = [];

  beforeAll(async () => {
    // A remote's static server: its entry's ETag names the deployed version.
    server = createServer((request, response) => {
      calls.push({ url: request.url, secret: request.headers[EDGE_SECRET_HEADER] ?? null });
      response.writeHead(200, { etag: `"${version}"` }).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('registers the server entries of the remotes config and loads a module with its texts', async () => {
    const remotes = createServerRemotes({
      remotes: {
        catalog: `${base}/catalog/mf-manifest.json`,
        checkout: `${base}/checkout/mf-manifest.json`,
        account: '/account/mf-manifest.json',
        content: `${base}/content/mf-manifest.json`,
      },
      fetchTimeoutMs: 1000,
      revalidateMs: 0,
      edgeSecret,
    });
    expect(registerShopRemotes).toHaveBeenCalledWith({
      catalog: `${base}/catalog/server/remoteEntry.js`,
      checkout: `${base}/checkout/server/remoteEntry.js`,
      content: `${base}/content/server/remoteEntry.js`,
    });
    expect(remotes.has('account')).toBe(false);
    await remotes.load('catalog', './ProductPage');
    expect(loadRemoteModule).toHaveBeenCalledWith('catalog', './ProductPage');
    expect(loadRemoteModule).toHaveBeenCalledWith('catalog', './messages-de');
    expect(loadRemoteModule).toHaveBeenCalledWith('catalog', './messages-en');

    // Same version: nothing is dropped.
    await remotes.revalidate();
    expect(resetRemote).not.toHaveBeenCalled();
    // A new deploy of the remote: the edge drops the old container without a restart.
    version = 'two';
    await remotes.revalidate();
    expect(resetRemote).toHaveBeenCalledWith('catalog');
  });

  it('sends the edge secret to the static servers: the entry check, the entry and the chunks alike', async () => {
    const remotes = createServerRemotes({
      remotes: {
        catalog: `${base}/catalog/mf-manifest.json`,
        checkout: `${base}/checkout/mf-manifest.json`,
        account: `${base}/account/mf-manifest.json`,
        content: `${base}/content/mf-manifest.json`,
      },
      fetchTimeoutMs: 1000,
      revalidateMs: 0,
      edgeSecret,
    });
    calls.length = 0;
    await remotes.load('account', './AccountPage');
    // How @module-federation/node's runtime plugin fetches a remote's chunks.
    const chunk = (await getInstance()?.loaderHook.lifecycle.fetch.emit(
      `${base}/account/server/123.abc.js`,
      {},
    )) as Response;
    expect(chunk.status).toBe(200);
    expect(calls).toEqual([
      { url: '/account/server/remoteEntry.js', secret: edgeSecret },
      { url: '/account/server/123.abc.js', secret: edgeSecret },
    ]);
    // How the runtime fetches a remote's Node entry: with the process's global fetch, which
    // adds the secret under the server builds' folders only.
    calls.length = 0;
    await fetch(`${base}/content/server/remoteEntry.js`);
    await fetch(`${base}/content/mf-manifest.json`);
    expect(calls).toEqual([
      { url: '/content/server/remoteEntry.js', secret: edgeSecret },
      { url: '/content/mf-manifest.json', secret: null },
    ]);
  });
});

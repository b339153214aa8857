import { perShopRemote } from '@shop/i18n';
import { parseRemotesConfig } from './remotes-config';

describe('remotes config', () => {
  const complete = perShopRemote(({ port }) => `http://localhost:${port}/mf-manifest.json`);

  it('accepts a manifest URL for every remote', () => {
    expect(parseRemotesConfig(complete)).toEqual(complete);
  });

  it('rejects a config that lacks a remote', () => {
    const { content: _content, ...partial } = complete;
    expect(() => parseRemotesConfig(partial)).toThrow('remotes.json lacks content');
    expect(() => parseRemotesConfig(null)).toThrow('not an object');
  });
});

import { parseRemotesConfig } from './remotes-config';

describe('remotes config', () => {
  const complete = {
    catalog: 'http://localhost:3001/mf-manifest.json',
    checkout: 'http://localhost:3002/mf-manifest.json',
    account: 'http://localhost:3003/mf-manifest.json',
    content: 'http://localhost:3004/mf-manifest.json',
  };

  it('accepts a manifest URL for every remote', () => {
    expect(parseRemotesConfig(complete)).toEqual(complete);
  });

  it('rejects a config that lacks a remote', () => {
    const { content: _content, ...partial } = complete;
    expect(() => parseRemotesConfig(partial)).toThrow('remotes.json lacks content');
    expect(() => parseRemotesConfig(null)).toThrow('not an object');
  });
});

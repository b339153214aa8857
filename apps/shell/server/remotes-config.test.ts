import { defaultRemoteManifests, shopRemoteManifests } from './remotes-config';

describe('shopRemoteManifests', () => {
  it('hands a shop page the four shop remotes, never the back-office', () => {
    expect(Object.keys(shopRemoteManifests(defaultRemoteManifests)).sort()).toEqual([
      'account',
      'catalog',
      'checkout',
      'content',
    ]);
  });
});

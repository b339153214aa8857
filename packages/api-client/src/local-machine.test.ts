import { isLocalHostname, isLoopbackAddress, servesOnlyThisMachine } from './local-machine';

describe('the local machine', () => {
  it('knows localhost and the names under it, and nothing else', () => {
    for (const name of ['localhost', 'LOCALHOST', 'at.localhost', 'de.localhost.'])
      expect(isLocalHostname(name)).toBe(true);
    for (const name of ['localhost.example.com', 'evil-localhost', 'shop.example', '127.0.0.1'])
      expect(isLocalHostname(name)).toBe(false);
  });

  it('knows the loopback addresses', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '1270.0.0.1', '::2', undefined])
      expect(isLoopbackAddress(address)).toBe(false);
  });

  it('tells a local setup from one with a public origin', () => {
    expect(servesOnlyThisMachine(['http://localhost:3000', 'http://at.localhost:3000'])).toBe(true);
    expect(servesOnlyThisMachine(['http://localhost:3000', 'https://shop.example.at'])).toBe(false);
  });
});

import { backofficeEntryOf } from './load-backoffice';

describe('the back-office page’s remotes config', () => {
  it('takes the back-office remote’s manifest and nothing else', () => {
    expect(backofficeEntryOf({ backoffice: 'http://localhost:3005/mf-manifest.json' })).toBe(
      'http://localhost:3005/mf-manifest.json',
    );
    expect(() => backofficeEntryOf({ catalog: 'http://localhost:3001/mf-manifest.json' })).toThrow(
      'remotes.json lacks backoffice',
    );
    expect(() => backofficeEntryOf(null)).toThrow('lacks backoffice');
  });
});

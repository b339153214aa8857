import { fireEvent, screen } from '@testing-library/react';
import { VideoBlock } from './VideoBlock';
import { renderBlock } from './render-block';
import { useConsentAllowed } from '@shop/ui';

const openSettings = jest.fn();
jest.mock('@shop/ui', () => ({
  ...jest.requireActual<object>('@shop/ui'),
  useConsentAllowed: jest.fn(() => false),
  useOpenConsentSettings: () => openSettings,
}));

const video = {
  _uid: 'v',
  component: 'video' as const,
  provider: 'youtube' as const,
  videoId: 'dQw4w9WgXcQ',
  title: 'So prüfen wir Altgold',
};

describe('VideoBlock', () => {
  it('keeps the player out until Targeting is accepted and offers the cookie settings', () => {
    renderBlock(<VideoBlock block={video} />, 'de');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Video: So prüfen wir Altgold')).toBeInTheDocument();
    expect(screen.getByText(/von YouTube abgespielt/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen öffnen' }));
    expect(openSettings).toHaveBeenCalledTimes(1);
    expect(useConsentAllowed).toHaveBeenCalledWith('C0004');
  });

  it('embeds the privacy-friendly player once Targeting is accepted', () => {
    jest.mocked(useConsentAllowed).mockReturnValue(true);
    renderBlock(
      <VideoBlock
        block={{ ...video, provider: 'vimeo', videoId: '76979871', title: 'Our vault' }}
      />,
      'en',
    );
    expect(screen.getByTitle('Our vault')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
    expect(screen.queryByRole('button', { name: 'Open cookie settings' })).not.toBeInTheDocument();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { VideoBlock } from './VideoBlock';
import { renderBlock } from './render-block';
import { openCookieSettingsEvent, useTargetingAccepted } from './video-consent';

jest.mock('./video-consent', () => ({
  ...jest.requireActual<object>('./video-consent'),
  useTargetingAccepted: jest.fn(() => false),
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
    const opened = jest.fn();
    window.addEventListener(openCookieSettingsEvent, opened);
    renderBlock(<VideoBlock block={video} />, 'de');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Video: So prüfen wir Altgold')).toBeInTheDocument();
    expect(screen.getByText(/von YouTube abgespielt/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen öffnen' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener(openCookieSettingsEvent, opened);
  });

  it('embeds the privacy-friendly player once Targeting is accepted', () => {
    jest.mocked(useTargetingAccepted).mockReturnValue(true);
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

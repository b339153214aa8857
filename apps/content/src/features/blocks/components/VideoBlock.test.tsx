import { fireEvent, screen } from '@testing-library/react';
import { VideoBlock } from './VideoBlock';
import { renderBlock } from '../../../test/render-block';
import { useConsentAllowed } from '@shop/app-state';

const openSettings = jest.fn();
jest.mock('@shop/app-state', () => ({
  ...jest.requireActual<object>('@shop/app-state'),
  useConsentAllowed: jest.fn(() => false),
  useOpenConsentSettings: () => openSettings,
}));

const video = {
  _uid: 'v',
  component: 'video' as const,
  provider: 'youtube' as const,
  videoId: 'Vid3o-Id_01',
  title: 'So prüfen wir Altgold',
};

describe('VideoBlock', () => {
  it('keeps the player out until Marketing is accepted and offers the cookie settings', () => {
    renderBlock(<VideoBlock block={video} />, 'de');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Video: So prüfen wir Altgold')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Dieses Video wird von YouTube abgespielt, das Cookies setzen kann. Es lädt erst, wenn Sie in den Cookie-Einstellungen die Gruppe „Marketing“ erlauben.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen öffnen' }));
    expect(openSettings).toHaveBeenCalledTimes(1);
    expect(useConsentAllowed).toHaveBeenCalledWith('C0004');
  });

  it('names the group in English words, never its code', () => {
    renderBlock(<VideoBlock block={{ ...video, provider: 'vimeo' }} />, 'en');
    expect(
      screen.getByText(
        'This video is played by Vimeo, which may set cookies. It loads only once you allow the “Marketing” cookies in the cookie settings.',
      ),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('C0004');
    fireEvent.click(screen.getByRole('button', { name: 'Open cookie settings' }));
    expect(openSettings).toHaveBeenCalled();
  });

  it('embeds the privacy-friendly player once Marketing is accepted', () => {
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

  const hosted = {
    _uid: 'h',
    component: 'video' as const,
    provider: 'self-hosted' as const,
    src: '/api/media/sortiment.mp4',
    poster: '/api/media/sortiment.jpg',
    title: 'Aus unserem Sortiment',
  };

  it('waits for Marketing with a clip the shop serves too, without naming a provider', () => {
    jest.mocked(useConsentAllowed).mockReturnValue(false);
    renderBlock(<VideoBlock block={hosted} />, 'de');
    expect(document.querySelector('video')).toBeNull();
    expect(
      screen.getByText(
        'Dieses Video lädt erst, wenn Sie in den Cookie-Einstellungen die Gruppe „Marketing“ erlauben.',
      ),
    ).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('C0004');
  });

  it('plays the shop’s own clip in the browser’s player once Marketing is accepted', () => {
    jest.mocked(useConsentAllowed).mockReturnValue(true);
    renderBlock(<VideoBlock block={hosted} />, 'de');
    const player = screen.getByLabelText('Aus unserem Sortiment');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', '/api/media/sortiment.mp4');
    expect(player).toHaveAttribute('poster', '/api/media/sortiment.jpg');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'none');
    expect(document.querySelector('iframe')).toBeNull();
  });
});

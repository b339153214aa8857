import { useIntl } from 'react-intl';
import { useConsentAllowed, useOpenConsentSettings, type ConsentGroup } from '@shop/app-state';
import { Button } from '@shop/ui';
import type { BlockProps } from '../types';

const providers = {
  // The no-cookie host: YouTube sets no cookies until the visitor plays the video.
  youtube: { name: 'YouTube', src: (id: string) => `https://www.youtube-nocookie.com/embed/${id}` },
  vimeo: { name: 'Vimeo', src: (id: string) => `https://player.vimeo.com/video/${id}?dnt=1` },
} as const;

const VIDEO_GROUP = 'C0004' satisfies ConsentGroup;

/** The provider's player in a frame, or the browser's own for a clip the shop serves. */
function Player({ block }: BlockProps<'video'>) {
  if (block.provider === 'self-hosted')
    return (
      <video
        className="content-video__frame content-video__player"
        src={block.src}
        poster={block.poster}
        aria-label={block.title}
        // Nothing is fetched before the visitor presses play.
        preload="none"
        controls
        playsInline
      />
    );
  return (
    <iframe
      className="content-video__frame"
      src={providers[block.provider].src(block.videoId)}
      title={block.title}
      loading="lazy"
      allow="encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
    />
  );
}

/**
 * A video: embedded from YouTube or Vimeo, or a clip the shop serves itself. Spec 2 keeps every
 * video behind the marketing group (C0004): until it is accepted a placeholder explains why and
 * opens the cookie settings.
 */
export function VideoBlock({ block }: BlockProps<'video'>) {
  const intl = useIntl();
  const accepted = useConsentAllowed(VIDEO_GROUP);
  const openSettings = useOpenConsentSettings();
  // The group's name as the cookie settings show it, where the visitor will look for it.
  const group = intl.formatMessage({ id: `consent.group.${VIDEO_GROUP}` });
  return (
    <div className="content-block content-video">
      {accepted ? (
        <Player block={block} />
      ) : (
        <div className="content-video__frame content-video__placeholder">
          <p className="content-video__title">
            {intl.formatMessage({ id: 'content.video.consentTitle' }, { title: block.title })}
          </p>
          <p>
            {block.provider === 'self-hosted'
              ? intl.formatMessage({ id: 'content.video.consentHosted' }, { group })
              : intl.formatMessage(
                  { id: 'content.video.consent' },
                  { provider: providers[block.provider].name, group },
                )}
          </p>
          <Button variant="secondary" onClick={openSettings}>
            {intl.formatMessage({ id: 'content.video.openSettings' })}
          </Button>
        </div>
      )}
    </div>
  );
}

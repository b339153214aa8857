import { useIntl } from 'react-intl';
import { Button, useConsentAllowed, useOpenConsentSettings } from '@shop/ui';
import type { BlockProps } from './types';

const providers = {
  // The no-cookie host: YouTube sets no cookies until the visitor plays the video.
  youtube: { name: 'YouTube', src: (id: string) => `https://www.youtube-nocookie.com/embed/${id}` },
  vimeo: { name: 'Vimeo', src: (id: string) => `https://player.vimeo.com/video/${id}?dnt=1` },
} as const;

/**
 * An embedded video. The player is a third party that may track, so spec 2 keeps it behind the
 * Targeting group (C0004): until it is accepted a placeholder explains why and opens the cookie
 * settings.
 */
export function VideoBlock({ block }: BlockProps<'video'>) {
  const intl = useIntl();
  const accepted = useConsentAllowed('C0004');
  const openSettings = useOpenConsentSettings();
  const provider = providers[block.provider];
  return (
    <div className="content-block content-video">
      {accepted ? (
        <iframe
          className="content-video__frame"
          src={provider.src(block.videoId)}
          title={block.title}
          loading="lazy"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        <div className="content-video__frame content-video__placeholder">
          <p className="content-video__title">
            {intl.formatMessage({ id: 'content.video.consentTitle' }, { title: block.title })}
          </p>
          <p>{intl.formatMessage({ id: 'content.video.consent' }, { provider: provider.name })}</p>
          <Button variant="secondary" onClick={openSettings}>
            {intl.formatMessage({ id: 'content.video.openSettings' })}
          </Button>
        </div>
      )}
    </div>
  );
}

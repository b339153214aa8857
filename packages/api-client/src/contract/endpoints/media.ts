import * as v from 'valibot';
import { errorCodes } from '../../schemas/error';
import { endpoint } from '../endpoint';

export const MediaParamsSchema = v.strictObject({
  file: v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.[a-z0-9]+$/, 'must be a media file name')),
});

/** The clips and stills content blocks show. */
export const mediaEndpoints = {
  file: endpoint({
    method: 'GET',
    path: '/media/{file}',
    summary: 'Read a clip or still (MP4, WebM, JPEG, PNG, WebP), whole or a byte range',
    description:
      'With a `Range` header of one range (`bytes=a-b`, `bytes=a-`, `bytes=-n`) the answer is ' +
      '206 with that part, or 416 with `Content-Range: bytes */{size}` for a range outside the ' +
      'file. Cached for a day.',
    tag: 'Media',
    access: 'public',
    params: MediaParamsSchema,
    answer: { status: 200, schema: null, contentType: '*/*' },
    errors: { 404: [errorCodes.mediaNotFound] },
  }),
};

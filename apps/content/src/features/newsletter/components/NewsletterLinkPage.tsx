import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from '@shop/router';
import type { NewsletterSubscription } from '@shop/api-client';
import type { UseMutationResult } from '@tanstack/react-query';
import type { MessageId } from '@shop/i18n';
import { Spinner, Toast } from '@shop/ui';
import { errorText } from '@shop/forms';

/**
 * The landing page of a newsletter mail's link (`?token=`): it sends the token once and says
 * what happened.
 */
export function NewsletterLinkPage({
  mutation,
  texts,
}: {
  mutation: UseMutationResult<NewsletterSubscription, Error, string>;
  texts: { pending: MessageId; done: MessageId; doneText: MessageId };
}) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token');
  const sent = useRef(false);
  const { mutate } = mutation;
  useEffect(() => {
    // Once per page view: a second run (strict mode, re-render) would find the token used.
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token)
    return (
      <Toast type="error" inline>
        {intl.formatMessage({ id: 'content.newsletter.missingToken' })}
      </Toast>
    );
  if (mutation.isError)
    return (
      <Toast type="error" inline>
        {errorText(intl, mutation.error)}
      </Toast>
    );
  if (mutation.isSuccess)
    return (
      <Toast type="success" inline title={intl.formatMessage({ id: texts.done })}>
        {intl.formatMessage({ id: texts.doneText }, { email: mutation.data.email })}
      </Toast>
    );
  return (
    <p role="status">
      <Spinner /> {intl.formatMessage({ id: texts.pending })}
    </p>
  );
}

import { useMutation } from '@tanstack/react-query';
import type {
  ContactDraft,
  NewsletterSubscriptionDraft,
  WhistleblowDraft,
  WhistleblowFollowUp,
} from '../../schemas/application';
import { useApiClient } from '../provider';

/*
 * Writes only: nothing here is cached. A case is read through a mutation too, since its code goes
 * in the request body (no URL, log or cache key holds it).
 */

export function useSendContact() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({ draft, languageTag }: { draft: ContactDraft; languageTag: string }) =>
      api.application.contact(draft, languageTag),
  });
}

export function useSubmitWhistleblow() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (draft: WhistleblowDraft) => api.application.whistleblow(draft),
  });
}

export function useOpenWhistleblowCase() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (caseCode: string) => api.application.whistleblowCase(caseCode),
  });
}

export function useAddWhistleblowInformation() {
  const api = useApiClient();
  return useMutation({
    mutationFn: (followUp: WhistleblowFollowUp) => api.application.whistleblowFollowUp(followUp),
  });
}

export function useSubscribeNewsletter() {
  const api = useApiClient();
  return useMutation({
    mutationFn: ({
      draft,
      languageTag,
    }: {
      draft: NewsletterSubscriptionDraft;
      languageTag: string;
    }) => api.newsletters.subscribe(draft, languageTag),
  });
}

export function useConfirmNewsletter() {
  const api = useApiClient();
  return useMutation({ mutationFn: (token: string) => api.newsletters.confirm(token) });
}

export function useUnsubscribeNewsletter() {
  const api = useApiClient();
  return useMutation({ mutationFn: (token: string) => api.newsletters.unsubscribe(token) });
}

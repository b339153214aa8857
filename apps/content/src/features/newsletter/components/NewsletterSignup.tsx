import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  newsletterInterests,
  NewsletterSubscriptionDraftSchema,
  type NewsletterInterest,
  type NewsletterSubscriptionDraft,
} from '@shop/api-client';
import { useSubscribeNewsletter } from '@shop/api-client/react';
import type { MessageId } from '@shop/i18n';
import { useLocale } from '@shop/i18n/react';
import { Button, Checkbox, FormField, Input, Toast } from '@shop/ui';
import {
  applyApiError,
  contractResolver,
  FormAlert,
  type FormFailure,
  validationText,
} from '@shop/forms';

interface Values {
  email: string;
  interests: NewsletterInterest[];
}

/**
 * Newsletter sign-up with double opt-in: the answer is "check your inbox"; an address that is
 * subscribed already, or a failed subscription, is said so (spec 8). A content block passes the
 * editors' headline and text; the contact page uses the shop's own.
 */
export function NewsletterSignup({ title, lead }: { title?: string; lead?: string }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  // A page may hold the contact page's form and an editor's block at once.
  const titleId = useId();
  const { localeTag } = useLocale();
  const subscribe = useSubscribeNewsletter();
  const [failure, setFailure] = useState<FormFailure>(null);
  const [pendingFor, setPendingFor] = useState<string | null>(null);
  const form = useForm<Values, unknown, NewsletterSubscriptionDraft>({
    resolver: contractResolver(NewsletterSubscriptionDraftSchema, {
      prepare: (values: Values) => ({
        ...values,
        // An unticked group of checkboxes is `false` in react-hook-form.
        interests: Array.isArray(values.interests) ? values.interests : [],
      }),
    }),
    defaultValues: { email: '', interests: [] },
  });
  const onSubmit = form.handleSubmit(async (draft) => {
    setFailure(null);
    try {
      const subscription = await subscribe.mutateAsync({ draft, languageTag: localeTag });
      setPendingFor(subscription.email);
    } catch (caught) {
      setFailure(applyApiError(caught, form.setError, { fields: ['email'] }));
    }
  });

  return (
    <section className="content-form ui-stack" aria-labelledby={titleId}>
      <h2 id={titleId}>{title ?? t('content.newsletter.title')}</h2>
      {pendingFor ? (
        <Toast type="success" inline title={t('content.newsletter.pending')}>
          {intl.formatMessage({ id: 'content.newsletter.pendingText' }, { email: pendingFor })}
        </Toast>
      ) : (
        <form className="ui-stack" noValidate onSubmit={onSubmit}>
          <p>{lead ?? t('content.newsletter.lead')}</p>
          <FormAlert failure={failure} />
          <FormField
            label={t('content.field.email')}
            required
            error={validationText(intl, form.formState.errors.email?.message)}
          >
            <Input {...form.register('email')} type="email" autoComplete="email" />
          </FormField>
          <fieldset className="content-form__interests">
            <legend>{t('content.newsletter.interests')}</legend>
            {newsletterInterests.map((interest) => (
              <Checkbox
                key={interest}
                value={interest}
                label={intl.formatMessage({ id: `content.interest.${interest}` })}
                {...form.register('interests')}
              />
            ))}
          </fieldset>
          <div>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('content.newsletter.subscribe')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}

import '../content.css';
import { useIntl } from 'react-intl';
import { isApiError } from '@shop/api-client';
import { useBranch } from '@shop/api-client/react';
import { formatDate } from '@shop/i18n';
import { useLocale, usePageMeta, useRouteMatch } from '@shop/i18n/react';
import { Button, Card, CardBody, Skeleton, Toast } from '@shop/ui';
import { ContentNotice } from '../widgets/ContentNotice';
import {
  DirectionsLink,
  OpeningHoursTable,
  OpenNowBadge,
  StoreAddress,
} from '../features/stores/components/StoreInfo';
import { StoreMap } from '../features/stores/components/StoreMap';

/** A branch's store page (`/filialen/{slug}`, `/en/stores/{slug}`). */
export default function StoreDetailPage() {
  const intl = useIntl();
  const { language, store } = useLocale();
  const slug = useRouteMatch()?.params.slug ?? '';
  const branch = useBranch(slug);
  usePageMeta(branch.data?.name[language]);

  if (branch.isPending) return <Skeleton variant="block" height="20rem" />;
  if (branch.isError) {
    if (isApiError(branch.error) && branch.error.statusCode === 404)
      return <ContentNotice kind="store" />;
    return (
      <Toast
        type="error"
        inline
        action={
          <Button variant="outline" size="sm" onClick={() => void branch.refetch()}>
            {intl.formatMessage({ id: 'content.retry' })}
          </Button>
        }
      >
        {intl.formatMessage({ id: 'content.store.loadFailed' })}
      </Toast>
    );
  }
  const data = branch.data;
  const name = data.name[language];
  const reviews = data.reviews;
  const average = reviews.length
    ? reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length
    : null;

  return (
    <div className="content-store">
      <div className="ui-grid content-store__grid">
        <Card>
          <CardBody>
            <h2 className="content-store__heading">
              {intl.formatMessage({ id: 'content.store.address' })}
            </h2>
            <OpenNowBadge branch={data} />
            <StoreAddress branch={data} />
            {data.phone ? (
              <p>
                {intl.formatMessage({ id: 'content.store.phone' })}:{' '}
                <a href={`tel:${data.phone.replace(/\s/g, '')}`}>{data.phone}</a>
              </p>
            ) : null}
            <p>
              <DirectionsLink branch={data} />
            </p>
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <h2 className="content-store__heading">
              {intl.formatMessage({ id: 'content.store.hours' })}
            </h2>
            <OpeningHoursTable branch={data} />
          </CardBody>
        </Card>
        <Card>
          <CardBody>
            <h2 className="content-store__heading">
              {intl.formatMessage({ id: 'content.store.paymentMethods' })}
            </h2>
            <ul className="content-store__list">
              {data.paymentMethods.map((method) => (
                <li key={method}>
                  {intl.formatMessage({ id: `content.store.payment.${method}` })}
                </li>
              ))}
            </ul>
          </CardBody>
        </Card>
      </div>
      <StoreMap branch={data} label={intl.formatMessage({ id: 'content.store.map' }, { name })} />
      <section className="content-store__section" aria-labelledby="store-about">
        <h2 id="store-about" className="content-store__heading">
          {intl.formatMessage({ id: 'content.store.about' })}
        </h2>
        <p>{data.about[language]}</p>
      </section>
      <section className="content-store__section" aria-labelledby="store-reviews">
        <h2 id="store-reviews" className="content-store__heading">
          {intl.formatMessage({ id: 'content.store.reviews' })}
        </h2>
        {average === null ? (
          <p>{intl.formatMessage({ id: 'content.store.noReviews' })}</p>
        ) : (
          <>
            <p>
              {intl.formatMessage(
                { id: 'content.store.rating' },
                { rating: Math.round(average * 10) / 10 },
              )}{' '}
              · {intl.formatMessage({ id: 'content.store.reviewCount' }, { count: reviews.length })}
            </p>
            <ul className="content-store__reviews">
              {reviews.map((review) => (
                <li key={`${review.author}-${review.date}`}>
                  <blockquote lang={review.language}>
                    <p>
                      <span aria-hidden="true">
                        {'★'.repeat(review.rating)}
                        {'☆'.repeat(5 - review.rating)}
                      </span>{' '}
                      <span className="ui-sr-only">
                        {intl.formatMessage(
                          { id: 'content.store.rating' },
                          { rating: review.rating },
                        )}
                      </span>
                    </p>
                    <p>{review.text}</p>
                  </blockquote>
                  <p className="content-store__note">
                    {intl.formatMessage(
                      { id: 'content.store.reviewBy' },
                      { author: review.author, date: formatDate(review.date, store.key) },
                    )}
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

import {
  controlledFeed,
  defineStaleFeedSuite,
  staleFeedMaxAgeSeconds,
} from '../test/stale-feed-suite';
import { onPostgres } from '../test/postgres-suite';

const { feed, state } = controlledFeed();
const { describe: describePostgres, app } = onPostgres({
  database: 'shop_stale_feed_test',
  options: () => ({
    prices: { intervalSeconds: 0, feed, feedMaxAgeSeconds: staleFeedMaxAgeSeconds },
  }),
});

describePostgres('a failing and stale spot feed on PostgreSQL', () => {
  defineStaleFeedSuite(app, state);
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Route, Routes } from '@shop/router';
import { endpoints } from '@shop/api-client/contract';
import type { StaffJobRuns } from '@shop/api-client/staff';
import { apiError, fakeApi, renderPage, type FakeApi } from '@shop/test-kit';
import messages from '../messages';
import { JobsPage } from './JobsPage';

const { staffJobs } = endpoints;

const answer: StaffJobRuns = {
  jobs: [
    { job: 'limit-order-execution', everySeconds: null, enabled: true },
    { job: 'unpaid-orders', everySeconds: 300, enabled: true },
    { job: 'housekeeping', everySeconds: 0, enabled: false },
  ],
  runs: [
    {
      id: '00000000-0000-4000-8000-0000000000d2',
      job: 'unpaid-orders',
      dueAt: '2026-11-28T10:05:00.000Z',
      attempt: 2,
      instance: 'api-2',
      startedAt: '2026-11-28T10:05:31.000Z',
      finishedAt: '2026-11-28T10:05:32.000Z',
      outcome: 'succeeded',
      counts: { reminded: 2, cancelled: 1 },
      error: null,
    },
    {
      id: '00000000-0000-4000-8000-0000000000d1',
      job: 'unpaid-orders',
      dueAt: '2026-11-28T10:05:00.000Z',
      attempt: 1,
      instance: 'api-1',
      startedAt: '2026-11-28T10:05:00.100Z',
      finishedAt: '2026-11-28T10:05:00.400Z',
      outcome: 'failed',
      counts: {},
      error: 'connection refused',
    },
  ],
  total: 2,
};

function open(api: FakeApi, language: 'de' | 'en' = 'en') {
  return renderPage(
    <IntlProvider
      locale={language === 'en' ? 'en-GB' : 'de-AT'}
      messages={messages[language]}
      defaultLocale="de-AT"
    >
      <Routes>
        <Route path="/jobs" element={<JobsPage />} />
      </Routes>
    </IntlProvider>,
    '/jobs',
    api,
  );
}

describe('the background jobs page', () => {
  it('shows the schedules and the runs with what they did or why they failed', async () => {
    open(fakeApi().on(staffJobs.runs, () => answer));
    const schedules = await screen.findByRole('table', { name: 'Schedules' });
    const rows = within(schedules)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toContain('Limit-order executionafter each price recalculation');
    expect(rows).toContain('Unpaid-order reminders and cancellationsevery 300 seconds');
    expect(rows).toContain('Housekeepingnever (interval 0)');
    const runs = screen.getByRole('table', { name: 'Runs' });
    const [done, failed] = within(runs).getAllByRole('row').slice(1);
    expect(within(done!).getByText('2 reminded, 1 cancelled')).toBeVisible();
    expect(within(done!).getByText('Done')).toBeVisible();
    expect(within(failed!).getByText('connection refused')).toBeVisible();
    expect(within(failed!).getByText('Failed')).toBeVisible();
    expect(within(failed!).getByText('api-1')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('2 runs');
  });

  it('asks the API for one job’s failures when filtered', async () => {
    const user = userEvent.setup();
    const api = fakeApi().on(staffJobs.runs, () => answer);
    open(api);
    await user.selectOptions(
      await screen.findByLabelText('Job'),
      'Unpaid-order reminders and cancellations',
    );
    await user.selectOptions(screen.getByLabelText('Outcome'), 'Failed');
    const query = api.callsTo(staffJobs.runs).at(-1)?.query;
    expect(query?.get('job')).toBe('unpaid-orders');
    expect(query?.get('outcome')).toBe('failed');
    await user.selectOptions(screen.getByLabelText('Job'), 'All');
    expect(api.callsTo(staffJobs.runs).at(-1)?.query.get('job')).toBeNull();
  });

  it('speaks German and says when the runs cannot be read', async () => {
    open(
      fakeApi().on(staffJobs.runs, () => apiError('staff_store_not_allowed', 403)),
      'de',
    );
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Hintergrundjobs' })).toBeVisible();
  });
});

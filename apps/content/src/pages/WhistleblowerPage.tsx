import '../content.css';
import { useIntl } from 'react-intl';
import { CaseFollowUp } from '../features/whistleblower/components/CaseFollowUp';
import { ReportForm } from '../features/whistleblower/components/ReportForm';

/** The whistleblower system (minimal layout): a new report, or the follow-up of one by case code. */
export default function WhistleblowerPage() {
  const intl = useIntl();
  return (
    <div className="content-whistleblower">
      <p className="content-lead">{intl.formatMessage({ id: 'content.whistleblower.lead' })}</p>
      <section className="content-form" aria-labelledby="whistleblower-new">
        <h2 id="whistleblower-new">
          {intl.formatMessage({ id: 'content.whistleblower.newTitle' })}
        </h2>
        <ReportForm />
      </section>
      <section className="content-form" aria-labelledby="whistleblower-follow-up">
        <h2 id="whistleblower-follow-up">
          {intl.formatMessage({ id: 'content.whistleblower.followUpTitle' })}
        </h2>
        <CaseFollowUp />
      </section>
    </div>
  );
}

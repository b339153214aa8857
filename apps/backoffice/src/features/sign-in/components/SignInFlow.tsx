import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PublicStaffEnrolled, StaffEnrolmentRequired } from '@shop/api-client/staff';
import { useStaffSignedIn } from '@shop/api-client/staff/react';
import { Card, CardBody, Toast } from '@shop/ui';
import {
  sessionClockAtom,
  sessionClockOf,
  sessionNoticeAtom,
} from '../../../shared/session/session-state';
import { EnrolmentStep } from './EnrolmentStep';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import { SignInForm } from './SignInForm';

type Step =
  | { step: 'credentials' }
  | {
      step: 'enrol';
      enrolment: StaffEnrolmentRequired['enrolment'];
      credentials: { email: string; password: string };
    }
  | { step: 'recoveryCodes'; answer: PublicStaffEnrolled };

const titles = {
  credentials: 'backoffice.signIn.title',
  enrol: 'backoffice.enrol.title',
  recoveryCodes: 'backoffice.recovery.title',
} as const;

/**
 * Sign-in in up to three steps: credentials and code; on a first sign-in the app's enrolment;
 * after it the recovery codes, shown once. Why the member is here again (an ended session, a
 * sign-out) is said above the form.
 */
export function SignInFlow() {
  const intl = useIntl();
  const [state, setState] = useState<Step>({ step: 'credentials' });
  const [notice, setNotice] = useAtom(sessionNoticeAtom);
  const setClock = useSetAtom(sessionClockAtom);
  const signedIn = useStaffSignedIn();
  const heading = useRef<HTMLHeadingElement>(null);

  // Each step's heading takes the focus, so a screen reader hears that the page moved on.
  useEffect(() => {
    if (state.step !== 'credentials') heading.current?.focus();
  }, [state.step]);

  const enter = (answer: { expiresAt: string; idleExpiresAt: string }) => {
    setNotice(null);
    setClock(sessionClockOf(answer));
  };

  return (
    <main id="main" className="backoffice-signin">
      <Card variant="elevated" className="backoffice-signin__card">
        <CardBody className="ui-stack">
          <p className="ui-eyebrow">
            {intl.formatMessage({ id: 'backoffice.brand' })} ·{' '}
            {intl.formatMessage({ id: 'backoffice.title' })}
          </p>
          <h1 ref={heading} tabIndex={-1} className="backoffice-heading">
            {intl.formatMessage({ id: titles[state.step] })}
          </h1>
          {state.step === 'credentials' ? (
            <>
              {notice ? (
                <Toast type={notice === 'expired' ? 'warning' : 'info'} inline>
                  {intl.formatMessage({
                    id:
                      notice === 'expired'
                        ? 'backoffice.signIn.expired'
                        : 'backoffice.signIn.signedOut',
                  })}
                </Toast>
              ) : null}
              <p>{intl.formatMessage({ id: 'backoffice.signIn.intro' })}</p>
              <SignInForm
                onAnswer={(answer, credentials) => {
                  if (answer.status === 'signedIn') enter(answer);
                  else setState({ step: 'enrol', enrolment: answer.enrolment, credentials });
                }}
              />
            </>
          ) : state.step === 'enrol' ? (
            <EnrolmentStep
              enrolment={state.enrolment}
              credentials={state.credentials}
              onEnrolled={(answer) => setState({ step: 'recoveryCodes', answer })}
              onBack={() => setState({ step: 'credentials' })}
            />
          ) : (
            <RecoveryCodesStep
              codes={state.answer.recoveryCodes}
              onContinue={() => {
                enter(state.answer);
                signedIn(state.answer.me);
              }}
            />
          )}
        </CardBody>
      </Card>
    </main>
  );
}

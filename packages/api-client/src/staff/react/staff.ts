import {
  keepPreviousData,
  type Query,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { StaffApi } from '..';
import type { WhistleblowAnswer } from '../../schemas/application';
import type { AuditQueryInput } from '../resources/staff';
import type { StaffEnrolmentBody, StaffMe, StaffSignInBody } from '../schemas/staff';
import { useStaffApi } from './provider';
import { staffKeys } from './query-keys';

export function staffMeQueryOptions(api: StaffApi) {
  return queryOptions({
    queryKey: staffKeys.me(),
    queryFn: ({ signal }) => api.staff.me({ signal }),
    // Whether a session exists is the answer itself: a 401 is no reason to ask again.
    retry: false,
  });
}

/** The signed-in member with their grants; a 401 (no or an ended session) is its error. */
export function useStaffMe() {
  return useQuery(staffMeQueryOptions(useStaffApi()));
}

/** Every staff answer but the member's own, whose query the page keeps observing. */
const notMe = (query: Query) => query.queryKey[1] !== staffKeys.me()[1];

/**
 * After the session ended (sign-out, expiry): what the member read leaves the cache, and who is
 * signed in is asked again, which the API now answers with 401.
 */
export function forgetStaffSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ queryKey: staffKeys.all, predicate: notMe });
  return queryClient.resetQueries({ queryKey: staffKeys.me() });
}

/** After a sign-in or enrolment: the member is known without asking again. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (me: StaffMe) => {
    queryClient.removeQueries({ queryKey: staffKeys.all, predicate: notMe });
    queryClient.setQueryData(staffKeys.me(), me);
  };
}

/** POST /staff/session: signed in, or the secret to enrol the authenticator app with. */
export function useStaffSignIn() {
  const api = useStaffApi();
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: StaffSignInBody) => api.staff.signIn(body),
    onSuccess: (answer) => {
      if (answer.status === 'signedIn') signedIn(answer.me);
    },
  });
}

/** POST /staff/session/enrolment: signed in, with the recovery codes to show once. */
export function useStaffEnrolment() {
  const api = useStaffApi();
  return useMutation({ mutationFn: (body: StaffEnrolmentBody) => api.staff.enrol(body) });
}

/** Stores the enrolled member once their recovery codes were seen. */
export function useStaffSignedIn() {
  return useSignedIn();
}

/**
 * DELETE /staff/session. Everything the member saw leaves the cache, even when the call fails:
 * the member asked to leave (and the edge has dropped the cookie either way).
 */
export function useStaffSignOut() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.staff.signOut(),
    onSettled: () => forgetStaffSession(queryClient),
  });
}

/** GET /staff/audit: one page of the filtered log; the last page stays while the next loads. */
export function useStaffAudit(query: AuditQueryInput) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.audit(query),
    queryFn: ({ signal }) => api.staff.audit(query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /staff/whistleblow/reports (compliance): each reading is audited by the API. */
export function useWhistleblowReports() {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.whistleblowReports(),
    queryFn: ({ signal }) => api.staff.whistleblowReports({ signal }),
    // Every fetch is an audited reading: only when the member opens the page.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/**
 * POST /staff/whistleblow/reports/{id}/answer (compliance): a message to the reporter, who reads
 * it with their case code, and optionally the case's next status. The list is read again.
 */
export function useAnswerWhistleblowReport(id: string) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WhistleblowAnswer) => api.staff.answerWhistleblowReport(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.whistleblowReports() }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StaffGroupBody,
  StaffMemberCreateBody,
  StaffMemberUpdateBody,
} from '../schemas/staff';
import { useStaffApi } from './provider';
import { staffKeys } from './query-keys';

/** GET /staff/members. */
export function useStaffMembers() {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.members(),
    queryFn: ({ signal }) => api.staffMembers.list({ signal }),
  });
}

/** GET /staff/groups. */
export function useStaffGroups() {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.groups(),
    queryFn: ({ signal }) => api.staffMembers.groups({ signal }),
  });
}

/** After any change: members name their groups and groups count their members. */
function useReadTeamAgain() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKeys.team() });
}

/** POST /staff/members: the answer's password is shown once and kept nowhere. */
export function useCreateStaffMember() {
  const api = useStaffApi();
  const readAgain = useReadTeamAgain();
  return useMutation({
    mutationFn: (body: StaffMemberCreateBody) => api.staffMembers.create(body),
    onSuccess: readAgain,
  });
}

/** PUT /staff/members/{id}. */
export function useUpdateStaffMember() {
  const api = useStaffApi();
  const readAgain = useReadTeamAgain();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: StaffMemberUpdateBody }) =>
      api.staffMembers.update(id, body),
    onSuccess: readAgain,
  });
}

/** POST /staff/members/{id}/reset-totp. */
export function useResetStaffTotp() {
  const api = useStaffApi();
  const readAgain = useReadTeamAgain();
  return useMutation({
    mutationFn: (id: string) => api.staffMembers.resetTotp(id),
    onSuccess: readAgain,
  });
}

/** POST /staff/groups, or PUT /staff/groups/{id} with an id. */
export function useSaveStaffGroup() {
  const api = useStaffApi();
  const readAgain = useReadTeamAgain();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: StaffGroupBody }) =>
      id ? api.staffMembers.updateGroup(id, body) : api.staffMembers.createGroup(body),
    onSuccess: readAgain,
  });
}

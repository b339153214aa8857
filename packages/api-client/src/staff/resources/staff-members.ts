import type { CallEndpoint, EndpointCallOptions } from '../../call-endpoint';
import { staffMemberEndpoints as endpoints } from '../../contract/endpoints/staff-members';
import type {
  StaffGroupBody,
  StaffMemberCreateBody,
  StaffMemberUpdateBody,
} from '../schemas/staff';

/** The back-office's management of members and permission groups (issue 25, item 2). */
export function createStaffMembersResource(call: CallEndpoint) {
  return {
    list: (options: EndpointCallOptions = {}) => call(endpoints.list, {}, options),
    /** The answer holds the member's password, to show once. */
    create: (body: StaffMemberCreateBody, options: EndpointCallOptions = {}) =>
      call(endpoints.create, { body }, options),
    update: (id: string, body: StaffMemberUpdateBody, options: EndpointCallOptions = {}) =>
      call(endpoints.update, { params: { id }, body }, options),
    resetTotp: (id: string, options: EndpointCallOptions = {}) =>
      call(endpoints.resetTotp, { params: { id } }, options),
    groups: (options: EndpointCallOptions = {}) => call(endpoints.groups, {}, options),
    createGroup: (body: StaffGroupBody, options: EndpointCallOptions = {}) =>
      call(endpoints.createGroup, { body }, options),
    updateGroup: (id: string, body: StaffGroupBody, options: EndpointCallOptions = {}) =>
      call(endpoints.updateGroup, { params: { id }, body }, options),
  };
}

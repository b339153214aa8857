import type { CallEndpoint, EndpointCallOptions } from '../../call-endpoint';
import { staffContentEndpoints as endpoints } from '../../contract/endpoints/staff-content';
import type { StoryCreateBody, StoryUpdateBody } from '../../schemas/content';
import type { StaffStoryMoveBody } from '../schemas/staff-content';

/** The back-office's content editor (issue 26, item 4). */
export function createStaffContentResource(call: CallEndpoint) {
  return {
    tree: (rootFolder: string, options: EndpointCallOptions = {}) =>
      call(endpoints.tree, { query: { rootFolder } }, options),
    get: (uuid: string, options: EndpointCallOptions = {}) =>
      call(endpoints.get, { params: { uuid } }, options),
    create: (body: StoryCreateBody, options: EndpointCallOptions = {}) =>
      call(endpoints.create, { body }, options),
    update: (uuid: string, body: StoryUpdateBody, options: EndpointCallOptions = {}) =>
      call(endpoints.update, { params: { uuid }, body }, options),
    move: (uuid: string, body: StaffStoryMoveBody, options: EndpointCallOptions = {}) =>
      call(endpoints.move, { params: { uuid }, body }, options),
    remove: (uuid: string, options: EndpointCallOptions = {}) =>
      call(endpoints.remove, { params: { uuid } }, options),
    publish: (uuid: string, options: EndpointCallOptions = {}) =>
      call(endpoints.publish, { params: { uuid } }, options),
    unpublish: (uuid: string, options: EndpointCallOptions = {}) =>
      call(endpoints.unpublish, { params: { uuid } }, options),
    preview: (uuid: string, options: EndpointCallOptions = {}) =>
      call(endpoints.preview, { params: { uuid } }, options),
  };
}

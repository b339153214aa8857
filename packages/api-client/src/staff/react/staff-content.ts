import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoryCreateBody, StoryUpdateBody } from '../../schemas/content';
import type { StaffStory } from '../schemas/staff-content';
import { useStaffApi } from './provider';
import { staffKeys } from './query-keys';

/** GET /staff/content/tree: the stories of one root folder (`at-de`). */
export function useStaffContentTree(rootFolder: string | null) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.contentTree(rootFolder ?? ''),
    queryFn: ({ signal }) => api.staffContent.tree(rootFolder!, { signal }),
    enabled: rootFolder !== null,
  });
}

/** GET /staff/content/stories/{uuid}. */
export function useStaffStory(uuid: string | null) {
  const api = useStaffApi();
  return useQuery({
    queryKey: staffKeys.story(uuid ?? ''),
    queryFn: ({ signal }) => api.staffContent.get(uuid!, { signal }),
    enabled: uuid !== null,
  });
}

/** After a change: the story's answer as it is now, and every tree read again. */
function useStoryChanged() {
  const queryClient = useQueryClient();
  return (story: StaffStory | void, uuid?: string) => {
    if (story) queryClient.setQueryData(staffKeys.story(story.story.uuid), story);
    else if (uuid) queryClient.removeQueries({ queryKey: staffKeys.story(uuid) });
    return queryClient.invalidateQueries({ queryKey: staffKeys.allContent() });
  };
}

export type StoryAction = 'publish' | 'unpublish';

/** POST /staff/content/stories. */
export function useCreateStory() {
  const api = useStaffApi();
  const changed = useStoryChanged();
  return useMutation({
    mutationFn: (body: StoryCreateBody) => api.staffContent.create(body),
    onSuccess: (story) => changed(story),
  });
}

/** PUT /staff/content/stories/{uuid}: the draft. */
export function useUpdateStory() {
  const api = useStaffApi();
  const changed = useStoryChanged();
  return useMutation({
    mutationFn: ({ uuid, body }: { uuid: string; body: StoryUpdateBody }) =>
      api.staffContent.update(uuid, body),
    onSuccess: (story) => changed(story),
  });
}

/** POST .../publish and .../unpublish. */
export function useStoryAction() {
  const api = useStaffApi();
  const changed = useStoryChanged();
  return useMutation({
    mutationFn: ({ uuid, action }: { uuid: string; action: StoryAction }) =>
      action === 'publish' ? api.staffContent.publish(uuid) : api.staffContent.unpublish(uuid),
    onSuccess: (story) => changed(story),
  });
}

/** POST .../move. */
export function useMoveStory() {
  const api = useStaffApi();
  const changed = useStoryChanged();
  return useMutation({
    mutationFn: ({ uuid, path }: { uuid: string; path: string }) =>
      api.staffContent.move(uuid, { path }),
    onSuccess: (story) => changed(story),
  });
}

/** DELETE /staff/content/stories/{uuid}. */
export function useDeleteStory() {
  const api = useStaffApi();
  const changed = useStoryChanged();
  return useMutation({
    mutationFn: (uuid: string) => api.staffContent.remove(uuid),
    onSuccess: (_answer, uuid) => changed(undefined, uuid),
  });
}

/** POST .../preview: a link of minutes, asked anew for each preview (never cached). */
export function useStoryPreview() {
  const api = useStaffApi();
  return useMutation({ mutationFn: (uuid: string) => api.staffContent.preview(uuid) });
}

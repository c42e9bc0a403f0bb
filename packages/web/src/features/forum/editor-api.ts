import {
  ForumImageSchema,
  type ForumPostDetail,
  ForumPostDetailSchema,
  type ForumPostFields,
  ForumPostSavedSchema,
  ForumPreviewSchema,
} from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

// Server calls of the post editor (/forum/create, /forum/edit/{id}). Every forum query is under ['forum'], so a
// saved post refreshes the lists and the post page.

const editorKeys = {
  all: ['forum'] as const,
  source: (id: number) => ['forum', 'editor', id] as const,
  preview: (body: string) => ['forum', 'preview', body] as const,
};

/** GET /u/v1/forum/get/post: the post with its Markdown source and whether the caller may edit it. */
export function usePostSource(id: number) {
  return useQuery({
    queryKey: editorKeys.source(id),
    queryFn: () => api.get<ForumPostDetail>('/u/v1/forum/get/post', { query: { id }, schema: ForumPostDetailSchema }),
    enabled: Number.isInteger(id) && id > 0,
    // The text being edited must not change under the author's hands.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** POST /u/v1/forum/create/post, or /forum/update/post with the id: the saved post's id. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...fields }: ForumPostFields & { id?: number }) =>
      api.post(id ? '/u/v1/forum/update/post' : '/u/v1/forum/create/post', {
        json: id ? { id, ...fields } : fields,
        schema: ForumPostSavedSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorKeys.all }),
  });
}

/** POST /u/v1/forum/preview: the body rendered exactly as the post page shows it; only while `enabled`. */
export function usePreview(body: string, enabled: boolean) {
  return useQuery({
    queryKey: editorKeys.preview(body),
    queryFn: ({ signal }) =>
      api.post('/u/v1/forum/preview', { json: { body }, schema: ForumPreviewSchema, signal }).then((p) => p.html),
    enabled: enabled && body.trim().length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** POST /u/v1/forum/upload/image (multipart `file`): the stored image's URL, with upload progress. */
export function uploadForumImage(file: File, onProgress: (percent: number) => void): Promise<{ url: string }> {
  return api.post('/u/v1/forum/upload/image', {
    form: { file },
    schema: ForumImageSchema,
    onUploadProgress: onProgress,
  });
}

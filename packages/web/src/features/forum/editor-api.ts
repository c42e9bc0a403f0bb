import { type ForumPostFields, forumPostsApi } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call.ts';

// Server calls of the post editor (/forum/create, /forum/edit/{id}). Every forum query is under ['forum'], so a
// saved post refreshes the lists and the post page.

const editorKeys = {
  all: ['forum'] as const,
  source: (id: number) => ['forum', 'editor', id] as const,
  preview: (body: string) => ['forum', 'preview', body] as const,
};

export const editorQueries = {
  /** The post with its Markdown source and whether the caller may edit it. */
  source: (id: number) =>
    queryOptions({
      queryKey: editorKeys.source(id),
      queryFn: () => call(forumPostsApi.detail, { query: { id } }),
      enabled: Number.isInteger(id) && id > 0,
      // The text being edited must not change under the author's hands.
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
    }),
};

export function usePostSource(id: number) {
  return useQuery(editorQueries.source(id));
}

/** Writes a new post, or edits the one with the id: the saved post's id. */
export function useSavePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...fields }: ForumPostFields & { id?: number }) =>
      id ? call(forumPostsApi.update, { body: { id, ...fields } }) : call(forumPostsApi.create, { body: fields }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorKeys.all }),
  });
}

/** The body rendered exactly as the post page shows it; only while `enabled`. */
export function usePreview(body: string, enabled: boolean) {
  return useQuery({
    queryKey: editorKeys.preview(body),
    queryFn: ({ signal }) => call(forumPostsApi.preview, { body: { body }, signal }).then((p) => p.html),
    enabled: enabled && body.trim().length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** Uploads an image for a post (multipart `file`): the stored image's URL, with upload progress. */
export function uploadForumImage(file: File, onProgress: (percent: number) => void): Promise<{ url: string }> {
  return call(forumPostsApi.uploadImage, { file, onUploadProgress: onProgress });
}

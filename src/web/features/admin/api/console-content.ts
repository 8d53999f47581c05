/**
 * The console's banners and dealers (docs/moderation.md#banners-and-dealers):
 * their reads, and adding a banner with its upload's progress. The other
 * changes are console actions (admin.ts's useConsoleAction).
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BannerLanguage,
  ConsoleBannersAnswerSchema,
  ConsoleDealersAnswerSchema,
  ConsoleDealersPage,
} from '#shared/schemas/console-content.ts';
import { fileBase64 } from '#web/components/ui/photo-file.ts';
import { postJsonWithProgress } from '#web/features/listings/api/post-form-with-progress.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { unwrapSignedIn } from '#web/lib/session.ts';
import { BASE, READ } from './admin.ts';

/** Every banner, hidden ones too, in the slider's order. */
export const useConsoleBanners = () =>
  useQuery({
    queryKey: queryKeys.admin.banners,
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof ConsoleBannersAnswerSchema>(`${BASE}/Banners`, { signal, on401: 'return' }),
      ),
    ...READ,
  });

/**
 * Dealers whose firm name or mobile contains `q` (all when blank), newest
 * first, page by page (Show more: `before` = the previous page's NextBefore).
 */
export const useConsoleDealers = (q: string) =>
  useInfiniteQuery({
    queryKey: queryKeys.admin.dealers(q),
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (q) params.set('q', q);
      if (pageParam) params.set('before', String(pageParam));
      return unwrapSignedIn(
        apiGet<typeof ConsoleDealersAnswerSchema>(
          `${BASE}/Dealers${params.size ? `?${params}` : ''}`,
          { signal, on401: 'return' },
        ),
      );
    },
    initialPageParam: 0,
    getNextPageParam: (last: ConsoleDealersPage) => last.NextBefore ?? undefined,
    ...READ,
    placeholderData: (previous) => previous,
  });

/**
 * Uploads a banner (`file`: JPEG or PNG, checked first; `url`: its link),
 * reporting the upload's progress 0..1; resolves with the server's message,
 * rejects with an ApiError (the photo's or the link's problem).
 */
export function useAddBanner(onProgress: (fraction: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      file,
      url,
      lang,
      alt,
    }: {
      file: File;
      url: string;
      lang: BannerLanguage;
      alt: string;
    }) => {
      const Photo = await fileBase64(file);
      const r = await postJsonWithProgress(
        `${BASE}/AddBanner`,
        { Photo, Url: url, Lang: lang, Alt: alt },
        { onProgress },
      );
      await unwrapSignedIn(r);
      return r.msg;
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

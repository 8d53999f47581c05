/**
 * The Dealer Workspace's showroom form (issue 45 part 5): GET and POST
 * /api/Dealer/Showroom, signed in (anyone of the dealership reads it; owners
 * change it: 403 otherwise, an ApiError), and its logo (POST
 * /api/Dealer/Logo and /RemoveLogo, owners). Apart from api/showroom.ts so
 * that the public page does not carry React Query's mutations.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShowroomForm, ShowroomFormAnswerSchema } from '#shared/schemas/showroom.ts';
import { apiGet, apiPost } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { retryUnless4xx, SESSION_QUERY_META, unwrapSignedIn } from '#web/lib/session.ts';

const URL = '/api/Dealer/Showroom';
const LOGO_URL = '/api/Dealer/Logo';
const REMOVE_LOGO_URL = '/api/Dealer/RemoveLogo';
/** Below queryKeys.dealer.all, so a sign-out and the workspace's refreshes reach it. */
const formKey = [...queryKeys.dealer.all, 'showroom'] as const;

/** The signed-in dealer's showroom form: its words, Rand and page path. */
export function useShowroomForm() {
  return useQuery({
    queryKey: formKey,
    queryFn: ({ signal }) =>
      unwrapSignedIn(apiGet<typeof ShowroomFormAnswerSchema>(URL, { signal, on401: 'return' })),
    meta: SESSION_QUERY_META,
    retry: retryUnless4xx,
  });
}

/**
 * The logo's upload (`upload.mutate(dataUrl)`: a JPEG or PNG data URL, sent
 * form-encoded as `Photo`, as the photo calls send photos) and removal
 * (`remove.mutate()`). Each resolves with the server's message ('Logo saved',
 * 'Logo removed') and puts its answer, the form with the new `Logo`, in the
 * form's query; the public page's answer is asked for again. A refusal is an
 * ApiError with the server's message.
 */
export function useShowroomLogo() {
  const client = useQueryClient();
  const send = async (path: string, body: Record<string, string>) => {
    const r = await apiPost<typeof ShowroomFormAnswerSchema>(path, body, { on401: 'return' });
    const form = await unwrapSignedIn(r);
    client.setQueryData(formKey, form);
    void client.invalidateQueries({ queryKey: ['showroom', form.Rand] });
    return r.msg;
  };
  return {
    upload: useMutation({ mutationFn: (dataUrl: string) => send(LOGO_URL, { Photo: dataUrl }) }),
    remove: useMutation({ mutationFn: () => send(REMOVE_LOGO_URL, {}) }),
  };
}

/** Saves the words about the dealership; resolves with the server's message ('Showroom page saved'). */
export function useSaveShowroom() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (form: ShowroomForm) => {
      const r = await apiPost<typeof ShowroomFormAnswerSchema>(URL, form, { on401: 'return' });
      client.setQueryData(formKey, await unwrapSignedIn(r));
      return r.msg;
    },
  });
}

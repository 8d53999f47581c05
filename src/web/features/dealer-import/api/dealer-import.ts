/**
 * Import cars (issue 12 item 2; docs/decisions/024-dealer-import.md):
 * the import itself, posted as JSON with upload progress. Whether the user
 * is a dealer is the dealer feature's `dealerMeQuery`.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type DealerImportAnswerSchema,
  DealerImportRefusedSchema,
  type DealerImportReport,
  type DealerImportRequest,
} from '#shared/schemas/dealer-import.ts';
import { postJsonWithProgress } from '#web/features/listings/api/post-form-with-progress.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const BASE = '/api/DealerImport';

/** What an import answered: the report (imported, or refused with its rows) and the Message. */
export interface ImportResult {
  imported: boolean;
  message: string;
  report: DealerImportReport;
}

export interface ImportInput {
  body: DealerImportRequest;
  /** Upload progress, 0..1. */
  onProgress?: (fraction: number) => void;
}

/**
 * Posts the files; resolves with the report whether imported or refused row
 * by row, and throws an ApiError for any other failure (403 not a dealer,
 * a malformed file, 413, 429, no connection). On success the dealer's stock
 * and the public car lists are asked again.
 */
export function useImportCars() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['dealer-import'],
    mutationFn: async ({ body, onProgress }: ImportInput): Promise<ImportResult> => {
      const r = await postJsonWithProgress<typeof DealerImportAnswerSchema>(
        `${BASE}/Import`,
        body,
        {
          onProgress,
        },
      );
      if (r.succ) return { imported: true, message: r.msg, report: r.data };
      const refused = r.status === 400 ? DealerImportRefusedSchema.safeParse(r.raw) : undefined;
      if (refused?.success && refused.data.Data) {
        return { imported: false, message: refused.data.Message, report: refused.data.Data };
      }
      throw new ApiError(r.msg, r.status, null);
    },
    onSuccess: (result) => {
      if (!result.imported) return;
      return Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.dealer.all }),
        client.invalidateQueries({ queryKey: queryKeys.cars.all }),
      ]);
    },
  });
}

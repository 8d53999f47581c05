/**
 * Add Photos' list of the batch being uploaded (docs/product.md#add-photos):
 * "Uploading n of m…" while files are left, then one row per file with its
 * preview, name and status (Waiting, Preparing…, a percentage, Saving…,
 * Uploaded or Failed), a progress bar, or the reason it failed.
 */
import {
  preparingPhoto,
  savingUpload,
  uploaded,
  uploadFailed,
  uploadingFile,
  uploadingNOfM,
  uploadsLabel,
  waitingUpload,
} from '#messages/sell.ts';
import { ProgressBar } from '#web/components/ui/ProgressBar.tsx';
import { AlertIcon, CheckCircleIcon } from '#web/components/ui/page-icons.tsx';
import type { UploadRow } from './use-photo-uploads.ts';

export function UploadList({ rows }: { rows: UploadRow[] }) {
  if (rows.length === 0) return null;
  const pendingCount = rows.filter((r) => r.status !== 'done' && r.status !== 'failed').length;
  return (
    <section aria-label={uploadsLabel} className="mt-4">
      <h3 className="sr-only">{uploadsLabel}</h3>
      {pendingCount > 0 ? (
        <p className="mb-2 text-sm font-medium text-ink-700">
          {uploadingNOfM(rows.length - pendingCount + 1, rows.length)}
        </p>
      ) : null}
      <ul className="space-y-2">
        {rows.map((r) => (
          <li key={r.key} className="flex items-center gap-3 rounded-xl bg-ink-50 p-2">
            <div className="h-11 w-16 shrink-0 overflow-hidden rounded-lg bg-ink-200">
              {r.preview ? (
                <img src={r.preview} alt="" className="h-full w-full object-cover" />
              ) : null}
            </div>
            <div className="min-w-0 flex-1">
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="truncate font-medium text-ink-800">{r.name}</span>
                <UploadStatus row={r} />
              </div>
              {r.status === 'failed' ? (
                <p className="mt-0.5 text-sm text-red-700">{r.message}</p>
              ) : (
                <ProgressBar
                  className="mt-1.5"
                  value={r.progress}
                  label={uploadingFile(r.name)}
                  tone={r.status === 'done' ? 'success' : 'primary'}
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function UploadStatus({ row }: { row: UploadRow }) {
  switch (row.status) {
    case 'done':
      return (
        <span className="inline-flex shrink-0 items-center gap-1 text-green-700">
          <CheckCircleIcon className="h-4 w-4" />
          {uploaded}
        </span>
      );
    case 'failed':
      return (
        <span className="inline-flex shrink-0 items-center gap-1 text-red-700">
          <AlertIcon className="h-4 w-4" />
          {uploadFailed}
        </span>
      );
    case 'uploading':
      return (
        <span className="shrink-0 text-ink-600">
          {row.progress >= 1 ? savingUpload : `${Math.round(row.progress * 100)}%`}
        </span>
      );
    case 'preparing':
      return <span className="shrink-0 text-ink-600">{preparingPhoto}</span>;
    default:
      return <span className="shrink-0 text-ink-600">{waitingUpload}</span>;
  }
}

/**
 * Which chosen files go up (docs/product.md#photo-rules): each must be a JPG or
 * PNG up to 10 MB (the documented messages), and the batch must fit in what is
 * left of the 10 Exterior photos (the main photo counts), else nothing goes up
 * and the documented limit message says how many may.
 */
import { MSG, photoLimitMessage } from '#shared/messages.ts';
import { MAX_PHOTOS_PER_CATEGORY } from '#shared/schemas/listing.ts';
import { photoFileProblem } from '#web/components/ui/photo-file.ts';

export interface Refusal {
  name: string;
  message: string;
}

export interface UploadPlan<F> {
  accepted: F[];
  refused: Refusal[];
  /** Set when the accepted files do not fit: nothing is uploaded. */
  limitMessage: string | null;
}

export function planUpload<F extends { name: string; type: string; size: number }>(
  files: readonly F[],
  existing: number,
): UploadPlan<F> {
  const accepted: F[] = [];
  const refused: Refusal[] = [];
  for (const f of files) {
    const problem = photoFileProblem(f);
    if (problem) refused.push({ name: f.name, message: problem });
    else accepted.push(f);
  }
  const room = Math.max(0, MAX_PHOTOS_PER_CATEGORY - existing);
  if (room === 0 && (accepted.length > 0 || files.length > 0)) {
    return { accepted: [], refused, limitMessage: MSG.photoLimitReached };
  }
  if (accepted.length > room) {
    return { accepted: [], refused, limitMessage: photoLimitMessage(room) };
  }
  return { accepted, refused, limitMessage: null };
}

/**
 * Promote on WhatsApp Status (issue 12 item 4; docs/decisions/023-status-card.md):
 * the 1080x1920 picture of one of the seller's live cars (a JPEG Blob and its
 * file name) and its caption, from /api/StatusCard. Both belong to the
 * signed-in user (SESSION_QUERY_META: dropped at sign-out) and are keyed by
 * what the picture shows, so an edited price or photo asks for a new one;
 * a 401 ends the session quietly, as My Vehicles does.
 */
import { useQuery } from '@tanstack/react-query';
import { MSG } from '#shared/messages.ts';
import type { FailureSchema } from '#shared/schemas/api.ts';
import type { CarListItem } from '#shared/schemas/car.ts';
import type { StatusCaptionAnswerSchema } from '#shared/schemas/status-card.ts';
import { ApiError, apiGet, readAnswer, storedToken } from '#web/lib/api-client.ts';
import {
  expireSessionQuietly,
  retryUnless4xx,
  SESSION_QUERY_META,
  unwrapSignedIn,
} from '#web/lib/session.ts';

const BASE = '/api/StatusCard';
const API_BASE: string = import.meta.env.VITE_API_BASE ?? '';

/** The picture, ready to show and save. */
export interface StatusCardFile {
  blob: Blob;
  /** "carsetu-2019-maruti-suzuki-swift.jpg", from the answer's Content-Disposition. */
  fileName: string;
}

/**
 * A car to promote: its Rand, its title, and `version`, a value that changes
 * whenever anything the picture or caption shows changes (price, km, names,
 * city, photo), so an edited car's picture is asked for again.
 */
export interface PromotedCar {
  Rand: string;
  /** "2019 Maruti Suzuki Swift LDi". */
  title: string;
  version: string;
}

/** A car of My Vehicles as a PromotedCar. */
export function promotedListing(car: CarListItem): PromotedCar {
  return {
    Rand: car.Rand,
    title: `${car.modelyear} ${car.companyid} ${car.carmodelid} ${car.variantid}`,
    version: [
      car.nSaleprice,
      car.km,
      car.modelyear,
      car.companyid,
      car.carmodelid,
      car.variantid,
      car.fueltypeid,
      car.cityname,
      car.carphoto,
    ].join('|'),
  };
}

/** The keys of this feature (prefix 'status-card'). */
export const statusCardKeys = {
  all: ['status-card'] as const,
  card: (car: PromotedCar) => ['status-card', 'card', car.Rand, car.version] as const,
  caption: (car: PromotedCar) => ['status-card', 'caption', car.Rand, car.version] as const,
};

const query = (rand: string) => `?Rand=${encodeURIComponent(rand)}`;

/** The file name in a Content-Disposition header, or `fallback`. */
function fileNameOf(header: string | null, fallback: string): string {
  const name = /filename="([^"]+)"/.exec(header ?? '')?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : fallback;
}

/**
 * GET the picture of car `rand` with the stored token. Throws an ApiError
 * with the server's message ('Car not found', 'Too many requests…') or
 * 'Something went wrong!'; a 401 ends the session quietly first. Only an
 * aborted `signal` rejects with AbortError.
 */
export async function fetchStatusCard(rand: string, signal?: AbortSignal): Promise<StatusCardFile> {
  const path = `${BASE}/Card${query(rand)}`;
  const token = storedToken();
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(MSG.somethingWrong, 0, null);
  }
  if (res.ok && res.headers.get('content-type')?.startsWith('image/jpeg')) {
    const fileName = fileNameOf(res.headers.get('content-disposition'), `carsetu-${rand}.jpg`);
    return { blob: await res.blob(), fileName };
  }
  if (res.ok) throw new ApiError(MSG.somethingWrong, res.status, null);
  // A refusal: its JSON message, read as every other call reads one.
  const body: unknown = await res.json().catch(() => null);
  const refused = readAnswer<typeof FailureSchema>(
    path,
    res.status,
    body,
    { on401: 'return' },
    MSG.somethingWrong,
  );
  if (res.status === 401) expireSessionQuietly();
  throw new ApiError(refused.msg, res.status, null);
}

/** The picture of `car` while `enabled` (kept five minutes: making one costs the server). */
export function useStatusCard(car: PromotedCar, enabled = true) {
  return useQuery({
    queryKey: statusCardKeys.card(car),
    queryFn: ({ signal }) => fetchStatusCard(car.Rand, signal),
    meta: SESSION_QUERY_META,
    enabled,
    staleTime: 5 * 60_000,
    retry: retryUnless4xx,
  });
}

/** The caption of `car` and its short link: `{ Caption, Link }`. */
export function useStatusCaption(car: PromotedCar, enabled = true) {
  return useQuery({
    queryKey: statusCardKeys.caption(car),
    queryFn: ({ signal }) =>
      unwrapSignedIn(
        apiGet<typeof StatusCaptionAnswerSchema>(`${BASE}/Caption${query(car.Rand)}`, {
          signal,
          on401: 'return',
        }),
      ),
    meta: SESSION_QUERY_META,
    enabled,
    staleTime: 5 * 60_000,
    retry: retryUnless4xx,
  });
}

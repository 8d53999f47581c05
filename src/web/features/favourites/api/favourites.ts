/**
 * The wishlist (docs/product.md#favourite, #favourite-toggle, #favourite-calls,
 * #messages-and-errors; AllFavouritecars answers car list items). The signed-in
 * user's list lives in the React Query cache under ['favourites']; a heart asks
 * it whether its car is in there and sends Delete or Add accordingly; on
 * success the cached list changes, so every heart and the Wishlisted Cars page
 * follow.
 *
 * Session expiry (docs/product.md#sessions): a 401 on a heart's add/delete
 * clears local storage, marks the user signed out and opens the login dialog
 * (signing in again saves the car). Loading the list is a background call
 * behind every heart, so its 401 only ends the session; the Wishlisted Cars
 * page, where the list is what the user asked for, then opens the login dialog
 * itself.
 *
 * A car added or removed is told to the service worker, which keeps its page
 * on the device for reading offline, or forgets it (src/web/sw/sw.ts,
 * docs/product.md#offline).
 */
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_MSG } from '#shared/page-messages.ts';
import { paths } from '#shared/pages/paths.ts';
import type { EmptyAnswerSchema } from '#shared/schemas/api.ts';
import type { CarListItem } from '#shared/schemas/car.ts';
import type { FavouriteAction, FavouriteListSchema } from '#shared/schemas/favourite.ts';
import { ApiError, apiGet, apiPost } from '#web/lib/api-client.ts';
import { type LoginContinuation, showLogin } from '#web/lib/login-dialog-store.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import {
  expireSessionQuietly,
  retryUnless401,
  SESSION_QUERY_META,
  unwrapSignedIn,
  useSignedIn,
} from '#web/lib/session.ts';
import type { CarMessage } from '#web/sw/rules.ts';

const BASE = '/api/UserFavouriteVehicle';

/** A car a heart can save: a list item, or a car page's details (with its photo list). */
export type FavouriteCar = CarListItem & { catlogephotolist?: { carnumber: string }[] };

/** The session is over; sign in again, then carry on with `after` (docs/product.md#sessions). */
function sessionExpired(after?: LoginContinuation): void {
  expireSessionQuietly();
  showLogin({ reason: 'expired', after });
}

/**
 * The wishlist, `CarListItem[]`, parsed with FavouriteListSchema. A 401 ends
 * the session quietly and throws an ApiError with status 401; any other
 * failure throws an ApiError with the client's message.
 */
export async function fetchFavourites(signal?: AbortSignal): Promise<CarListItem[]> {
  const list = await unwrapSignedIn(
    apiGet<typeof FavouriteListSchema>(`${BASE}/AllFavouritecars`, { signal, on401: 'return' }),
  );
  return list ?? [];
}

const isUnauthorized = (e: unknown) => e instanceof ApiError && e.status === 401;

/** The wishlist's query options: no retry after a 401. */
export const favouritesQuery = queryOptions({
  queryKey: queryKeys.favourites,
  queryFn: ({ signal }) => fetchFavourites(signal),
  meta: SESSION_QUERY_META,
  retry: retryUnless401,
});

/** The signed-in user's wishlist; idle while signed out. */
export function useFavourites(options: { refetchOnMount?: boolean | 'always' } = {}) {
  const signedIn = useSignedIn();
  return useQuery({ ...favouritesQuery, enabled: signedIn, ...options });
}

const toIdSet = (list: CarListItem[]) => new Set(list.map((c) => c.carid));
const EMPTY = new Set<number>();

/** Car ids in the wishlist (empty while signed out or loading). */
export function useFavouriteIds(): ReadonlySet<number> {
  const signedIn = useSignedIn();
  const q = useQuery({ ...favouritesQuery, enabled: signedIn, select: toIdSet });
  return signedIn && q.data ? q.data : EMPTY;
}

/** In the set -> Delete, else Add (docs/product.md#favourite-toggle). */
export function favouriteAction(ids: ReadonlySet<number>, carid: number): FavouriteAction {
  return ids.has(carid) ? 'Delete' : 'Add';
}

/** Only the list-item fields go into the cached list (a car page's details carry much more). */
export function toListItem(car: FavouriteCar): CarListItem {
  return {
    id: car.id,
    carid: car.carid,
    Rand: car.Rand,
    carnumber: car.carnumber,
    modelyear: car.modelyear,
    companyid: car.companyid,
    carmodelid: car.carmodelid,
    variantid: car.variantid,
    nSaleprice: car.nSaleprice,
    km: car.km,
    owner: car.owner,
    fueltypeid: car.fueltypeid,
    gear: car.gear,
    colour: car.colour,
    carphoto: car.carphoto,
    carphotosmall: car.carphotosmall,
    CarStatus: car.CarStatus,
    cityname: car.cityname,
    statename: car.statename,
    listeddays: car.listeddays ?? 0,
    pricedrop: car.pricedrop ?? 0,
    pricerating: car.pricerating ?? null,
  };
}

/** The cached list after `action` on `car` succeeded: added cars go first (newest first, as the server lists them). */
export function applyFavouriteChange(
  list: CarListItem[] | undefined,
  car: FavouriteCar,
  action: FavouriteAction,
): CarListItem[] {
  const rest = (list ?? []).filter((c) => c.carid !== car.carid);
  return action === 'Add' ? [toListItem(car), ...rest] : rest;
}

export type FavouriteOutcome =
  | { kind: 'done'; action: FavouriteAction; message: string }
  | { kind: 'unchanged' }
  /** The session had expired: the login dialog is open, nothing to show. */
  | { kind: 'signed-out' };

/**
 * Adds or removes `car`. `want` 'toggle' follows
 * docs/product.md#favourite-toggle (in the list -> Delete, else Add); 'add' is
 * the heart tapped before signing in, finished after it: nothing to do when the
 * car is already saved; 'remove' is the wishlist page's Remove. Throws an Error
 * with the message to show on failure.
 */
export async function changeFavourite(
  client: QueryClient,
  car: FavouriteCar,
  want: 'toggle' | 'add' | 'remove' = 'toggle',
): Promise<FavouriteOutcome> {
  const saveAgain = want === 'remove' ? undefined : { run: () => finishAddAfterLogin(client, car) };
  let list: CarListItem[];
  try {
    list = await client.ensureQueryData(favouritesQuery);
  } catch (err) {
    if (isUnauthorized(err)) {
      sessionExpired(saveAgain);
      return { kind: 'signed-out' };
    }
    throw err;
  }
  const action = favouriteAction(toIdSet(list), car.carid);
  // Already as wanted: nothing to send.
  if ((want === 'add' && action === 'Delete') || (want === 'remove' && action === 'Add')) {
    return { kind: 'unchanged' };
  }
  const r = await apiPost<typeof EmptyAnswerSchema>(
    `${BASE}/addfavouritecars`,
    { actiondata: action, carid: car.carid },
    { on401: 'return' },
  );
  if (r.status === 401) {
    sessionExpired(action === 'Add' ? saveAgain : undefined);
    return { kind: 'signed-out' };
  }
  if (!r.succ) throw new ApiError(r.msg, r.status, r.data);
  client.setQueryData(favouritesQuery.queryKey, (old) => applyFavouriteChange(old, car, action));
  const kept: CarMessage = { keep: action === 'Add', path: paths.car(car) };
  navigator.serviceWorker?.controller?.postMessage(kept);
  return { kind: 'done', action, message: r.msg };
}

/**
 * Error toast text for a failed change (docs/product.md#messages-and-errors:
 * the error's message).
 */
export function favouriteErrorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : PAGE_MSG.somethingWrongPost;
}

/** The continuation of a heart tapped while signed out: save the car once signed in. */
export async function finishAddAfterLogin(client: QueryClient, car: FavouriteCar): Promise<void> {
  try {
    const outcome = await changeFavourite(client, car, 'add');
    if (outcome.kind === 'done') notifySuccess(outcome.message);
  } catch (err) {
    notifyError(favouriteErrorMessage(err));
  }
}

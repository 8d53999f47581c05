/**
 * The dealer workspace (issue 12 item 2): the dealership's name and stock
 * counts, links to its Enquiries and to Import cars, Renew all cars
 * (docs/moderation.md#fresh-listings), a search and status
 * filter kept in the URL (Back, reload and shared links show the same list),
 * and the stock, 30 cars at a time, with each car's quick actions. A
 * signed-in user who is no dealer is told the page is for dealers.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { MSG } from '#shared/messages.ts';
import { paths } from '#shared/pages/paths.ts';
import type { DealerCar } from '#shared/schemas/dealer.ts';
import { inputClass } from '#web/components/form/field.tsx';
import { useConfirm } from '#web/components/ui/ConfirmDialog.tsx';
import { SearchIcon } from '#web/components/ui/icons.tsx';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { LoadMoreButton } from '#web/components/ui/LoadMoreButton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { Link } from '#web/lib/links.tsx';
import { queryKeys } from '#web/lib/query-keys.ts';
import {
  type StockFilter,
  useDealerInventory,
  useMarkDealerCarSold,
  useRenewAllStock,
} from '../api/dealer.ts';
import { DealerCarRow } from './DealerCarRow.tsx';

const STATUSES: { value: StockFilter['status']; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'UnSold', label: 'For sale' },
  { value: 'Sold', label: 'Sold' },
];

/** The filter in the page's URL (?q=&status=). */
function useStockFilter(): [StockFilter, (next: StockFilter) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const filter: StockFilter = {
    q: (params.get('q') ?? '').trim().slice(0, 60),
    status: raw === 'UnSold' || raw === 'Sold' ? raw : '',
  };
  const set = (next: StockFilter) => {
    const out = new URLSearchParams();
    if (next.q) out.set('q', next.q);
    if (next.status) out.set('status', next.status);
    setParams(out);
  };
  return [filter, set];
}

export function DealerWorkspace() {
  const [filter, setFilter] = useStockFilter();
  const q = useDealerInventory(filter);
  const sold = useMarkDealerCarSold();
  const renewAll = useRenewAllStock();
  const { confirm, dialog } = useConfirm();
  const client = useQueryClient();
  const searchId = useId();

  if (q.isError && q.error instanceof ApiError && q.error.status === 403) return <NotADealer />;
  const first = q.data?.pages[0];
  const cars = q.data?.pages.flatMap((p) => p.Cars) ?? [];

  const onSearch = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const text = new FormData(e.currentTarget).get('q');
    setFilter({ ...filter, q: typeof text === 'string' ? text.trim() : '' });
  };
  const onSold = async (car: DealerCar) => {
    if (!(await confirm({ message: MSG.confirmSold }))) return;
    sold.mutate(car.Rand, {
      onSuccess: (msg) => toast.success(msg),
      onError: (err) => toast.error(err.message),
    });
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6 md:py-10">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary-700">
        Dealer workspace
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">
        {first?.Dealer.FirmName ?? 'Your dealership'}
      </h1>
      {first ? (
        <p className="mt-1 text-ink-600">
          {first.Counts.UnSold} for sale · {first.Counts.Sold} sold
          {first.Counts.Hidden ? ` · ${first.Counts.Hidden} hidden` : ''}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={paths.enquiries}
          className="inline-flex min-h-11 items-center rounded-xl bg-primary-600 px-4 font-semibold text-white hover:bg-primary-700"
        >
          Enquiries
        </Link>
        <Link
          to={`${paths.dealer}/Import`}
          className="inline-flex min-h-11 items-center rounded-xl border border-primary-600 bg-white px-4 font-semibold text-primary-700 hover:bg-primary-50"
        >
          Import cars
        </Link>
        <button
          type="button"
          disabled={renewAll.isPending}
          aria-busy={renewAll.isPending || undefined}
          onClick={() =>
            renewAll.mutate(undefined, {
              onSuccess: (msg) => toast.success(msg),
              onError: (err) => toast.error(err.message),
            })
          }
          className="inline-flex min-h-11 items-center rounded-xl border border-ink-300 bg-white px-4 font-semibold text-ink-800 hover:bg-ink-50 disabled:opacity-60"
        >
          Renew all cars
        </button>
      </div>
      <p className="mt-2 text-sm text-ink-600">
        A car not renewed in time is hidden from buyers until you renew it.
      </p>

      <search className="mt-6 block">
        <form onSubmit={onSearch} className="flex gap-2">
          <label htmlFor={searchId} className="sr-only">
            Search your cars
          </label>
          <input
            key={filter.q}
            id={searchId}
            name="q"
            type="search"
            defaultValue={filter.q}
            maxLength={60}
            placeholder="Make, model or vehicle number"
            className={`${inputClass} min-w-0 flex-1`}
          />
          <button
            type="submit"
            className="inline-flex min-h-12 items-center gap-1.5 rounded-xl bg-ink-900 px-4 font-semibold text-white hover:bg-ink-800"
          >
            <SearchIcon className="h-5 w-5" />
            <span className="sr-only sm:not-sr-only">Search</span>
          </button>
        </form>
      </search>
      <fieldset className="mt-3 flex flex-wrap gap-2">
        <legend className="sr-only">Show</legend>
        {STATUSES.map((s) => (
          <label
            key={s.value || 'all'}
            className={`inline-flex min-h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500 ${
              filter.status === s.value
                ? 'border-primary-600 bg-primary-600 text-white'
                : 'border-ink-200 bg-white text-ink-700 hover:bg-ink-50'
            }`}
          >
            <input
              type="radio"
              name="dealer-status"
              value={s.value}
              checked={filter.status === s.value}
              onChange={() => setFilter({ ...filter, status: s.value })}
              className="sr-only"
            />
            {s.label}
          </label>
        ))}
      </fieldset>

      <div className="mt-5" aria-live="polite" aria-busy={q.isFetching || undefined}>
        {q.isPending ? (
          <p className="text-ink-600">Loading your cars...</p>
        ) : q.isError ? (
          <LoadFailed message="We couldn't load your cars." onRetry={() => q.refetch()} />
        ) : cars.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-center text-ink-600 ring-1 ring-ink-200/70">
            {filter.q || filter.status
              ? 'No cars match this search.'
              : 'No cars in your stock yet.'}
          </p>
        ) : (
          <ul className="space-y-3">
            {cars.map((car) => (
              <li key={car.carid}>
                <DealerCarRow
                  car={car}
                  busy={sold.isPending && sold.variables === car.Rand}
                  onSold={onSold}
                  onPhotosClosed={() => {
                    void client.invalidateQueries({ queryKey: queryKeys.dealer.all });
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <LoadMoreButton
        hasMore={q.hasNextPage}
        loading={q.isFetchingNextPage}
        onMore={() => q.fetchNextPage()}
        label="Show more cars"
      />
      {dialog}
    </div>
  );
}

function NotADealer() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 md:py-12">
      <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">
        Dealer workspace
      </h1>
      <section className="mx-auto mt-8 max-w-md rounded-2xl bg-white px-6 py-10 text-center shadow-card ring-1 ring-ink-200/70">
        <p className="text-ink-700">{MSG.onlyDealers}</p>
        <p className="mt-2 text-ink-600">Selling your own car? List it in a few minutes.</p>
        <Link
          to={paths.sell}
          className="mt-6 inline-flex min-h-12 items-center justify-center rounded-xl bg-primary-600 px-6 font-semibold text-white hover:bg-primary-700"
        >
          Sell Your Car
        </Link>
      </section>
    </div>
  );
}

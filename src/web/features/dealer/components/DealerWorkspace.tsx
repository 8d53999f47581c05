/**
 * The dealer workspace (issue 12 item 2): the dealership's name and stock
 * counts, links to its Enquiries, to Import cars, to its Team and to its
 * lead Reports (owners and managers; issue 43 part 5), Renew all
 * cars (docs/moderation.md#fresh-listings), a search and status
 * filter kept in the URL (Back, reload and shared links show the same list),
 * speed to lead for owners and managers (SpeedToLead.tsx), and the stock, 30
 * cars at a time, with each car's quick actions. Only what
 * the person's role allows is offered (GET /api/Dealer/Me's permissions;
 * docs/decisions/040-dealer-team.md), and nothing before `Me` answers; the
 * server checks every action again. A signed-in user who is no dealer is
 * told the page is for dealers.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { searchButton } from '#messages/cars.ts';
import {
  hiddenCount,
  loadingStock,
  noCarsMatchSearch,
  noStock,
  renewAllCars,
  renewNote,
  searchYourCars,
  sellingOwnCar,
  showFilter,
  showMoreCars,
  statusAll,
  statusForSale,
  statusSold,
  stockCounts,
  stockLoadFailed,
  stockSearchPlaceholder,
  yourDealership,
} from '#messages/dealer.ts';
import { dealerWorkspaceTitle, importCarsTitle, navEnquiries } from '#messages/frame.ts';
import { reportsTitle } from '#messages/reports.ts';
import { stockReadOnly, teamTitle, yourRole } from '#messages/team.ts';
import { MSG } from '#shared/messages.ts';
import { paths } from '#shared/pages/paths.ts';
import type { DealerCar } from '#shared/schemas/dealer.ts';
import { inputClass } from '#web/components/form/field.tsx';
import { useConfirm } from '#web/components/ui/ConfirmDialog.tsx';
import { SearchIcon } from '#web/components/ui/icons.tsx';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { LoadMoreButton } from '#web/components/ui/LoadMoreButton.tsx';
import { ShowroomCard } from '#web/features/showroom/components/ShowroomCard.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { Link } from '#web/lib/links.tsx';
import { queryKeys } from '#web/lib/query-keys.ts';
import {
  type StockFilter,
  useDealerInventory,
  useDealerMe,
  useMarkDealerCarSold,
  useRenewAllStock,
} from '../api/dealer.ts';
import { ROLE_NAMES } from '../role-names.ts';
import { DealerCarRow } from './DealerCarRow.tsx';
import { SpeedToLead } from './SpeedToLead.tsx';
import { StockRegisterForm } from './StockRegisterForm.tsx';
import { StockValueCard } from './StockValueCard.tsx';
import { WorkspaceRefusal } from './WorkspaceRefusal.tsx';

const SECONDARY_LINK =
  'inline-flex min-h-11 items-center rounded-xl border border-primary-600 bg-white px-4 font-semibold text-primary-700 hover:bg-primary-50';

const STATUSES: { value: StockFilter['status']; label: string }[] = [
  { value: '', label: statusAll },
  { value: 'UnSold', label: statusForSale },
  { value: 'Sold', label: statusSold },
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
  const me = useDealerMe().data;
  // Nothing is offered until Me answers, so an action never shows and then vanishes.
  const may = me?.permissions;
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
        {dealerWorkspaceTitle}
      </p>
      <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">
        {first?.Dealer.FirmName ?? yourDealership}
      </h1>
      {first ? (
        <p className="mt-1 text-ink-600">
          {stockCounts(first.Counts.UnSold, first.Counts.Sold)}
          {first.Counts.Hidden ? hiddenCount(first.Counts.Hidden) : ''}
        </p>
      ) : null}
      {me && me.role !== 'owner' ? (
        <p className="mt-1 text-sm font-medium text-ink-700">
          {yourRole(ROLE_NAMES[me.role])}
          {may?.manageCar ? null : <span className="block font-normal">{stockReadOnly}</span>}
        </p>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={paths.enquiries}
          className="inline-flex min-h-11 items-center rounded-xl bg-primary-600 px-4 font-semibold text-white hover:bg-primary-700"
        >
          {navEnquiries}
        </Link>
        {may?.importCars ? (
          <Link to={`${paths.dealer}/Import`} className={SECONDARY_LINK}>
            {importCarsTitle}
          </Link>
        ) : null}
        {may?.manageTeam ? (
          <Link to={`${paths.dealer}/Team`} className={SECONDARY_LINK}>
            {teamTitle}
          </Link>
        ) : null}
        {may?.allLeads ? (
          <Link to={`${paths.dealer}/Reports`} className={SECONDARY_LINK}>
            {reportsTitle}
          </Link>
        ) : null}
        {may?.manageCar ? (
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
            {renewAllCars}
          </button>
        ) : null}
      </div>
      {may?.manageCar ? <p className="mt-2 text-sm text-ink-600">{renewNote}</p> : null}
      <StockValueCard enabled={may?.costs === true} />
      {may?.manageCar ? <StockRegisterForm /> : null}
      <ShowroomCard canEdit={may?.manageTeam === true} />
      <SpeedToLead enabled={may?.allLeads === true} />

      <search className="mt-6 block">
        <form onSubmit={onSearch} className="flex gap-2">
          <label htmlFor={searchId} className="sr-only">
            {searchYourCars}
          </label>
          <input
            key={filter.q}
            id={searchId}
            name="q"
            type="search"
            defaultValue={filter.q}
            maxLength={60}
            placeholder={stockSearchPlaceholder}
            className={`${inputClass} min-w-0 flex-1`}
          />
          <button
            type="submit"
            className="inline-flex min-h-12 items-center gap-1.5 rounded-xl bg-ink-900 px-4 font-semibold text-white hover:bg-ink-800"
          >
            <SearchIcon className="h-5 w-5" />
            <span className="sr-only sm:not-sr-only">{searchButton}</span>
          </button>
        </form>
      </search>
      <fieldset className="mt-3 flex flex-wrap gap-2">
        <legend className="sr-only">{showFilter}</legend>
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
          <p className="text-ink-600">{loadingStock}</p>
        ) : q.isError ? (
          <LoadFailed message={stockLoadFailed} onRetry={() => q.refetch()} />
        ) : cars.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-center text-ink-600 ring-1 ring-ink-200/70">
            {filter.q || filter.status ? noCarsMatchSearch : noStock}
          </p>
        ) : (
          <ul className="space-y-3">
            {cars.map((car) => (
              <li key={car.carid}>
                <DealerCarRow
                  car={car}
                  may={{
                    setPrice: may?.setPrice ?? false,
                    manageCar: may?.manageCar ?? false,
                    costs: may?.costs ?? false,
                  }}
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
        label={showMoreCars}
      />
      {dialog}
    </div>
  );
}

function NotADealer() {
  return (
    <WorkspaceRefusal
      title={dealerWorkspaceTitle}
      reason={MSG.onlyDealers}
      note={sellingOwnCar}
      dealer={false}
    />
  );
}

/**
 * Dealers in the console (docs/moderation.md#banners-and-dealers): find one
 * by firm name or mobile (the search is in the address, `?q=`), add one,
 * edit one, deactivate it (its cars hidden, its mobile no longer a dealer's)
 * or reactivate it, with a reason kept in the audit. 100 at a time, 'Show
 * more dealers' for the next.
 */
import { type FormEvent, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ConsoleDealer } from '#shared/schemas/console-content.ts';
import { inputClass } from '#web/components/form/field.tsx';
import { useConsoleDealers } from '../api/console-content.ts';
import { ActionForm } from './ActionForm.tsx';
import { PanelState, ShowMore } from './ConsoleStates.tsx';
import { DealerForm } from './DealerForm.tsx';

const card = 'rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-5';

function DealerCard({ dealer }: { dealer: ConsoleDealer }) {
  const [editing, setEditing] = useState(false);
  return (
    <li tabIndex={-1} className={`${card} focus:outline-2 focus:outline-primary-600`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-lg font-semibold text-ink-900">{dealer.firm_name}</h3>
        <span
          className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${dealer.Active ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'}`}
        >
          {dealer.Active ? 'Active' : 'Deactivated'}
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-600">Mobile</dt>
        <dd className="text-ink-900">
          {dealer.mobile}
          {dealer.mobile2 ? `, ${dealer.mobile2}` : ''}
        </dd>
        <dt className="text-ink-600">Place</dt>
        <dd className="text-ink-900">{dealer.Place}</dd>
        <dt className="text-ink-600">Address</dt>
        <dd className="break-words text-ink-900">{dealer.address}</dd>
        <dt className="text-ink-600">For sale</dt>
        <dd className="text-ink-900">
          {dealer.Cars} {dealer.Cars === 1 ? 'car' : 'cars'}
        </dd>
      </dl>
      {editing ? (
        <DealerForm dealer={dealer} onDone={() => setEditing(false)} />
      ) : (
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="mt-3 min-h-11 rounded-xl bg-white px-4 text-sm font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-50"
        >
          Edit details
        </button>
      )}
      <ActionForm
        label={`Reason for ${dealer.Active ? 'deactivating' : 'reactivating'} ${dealer.firm_name}`}
        actions={[
          dealer.Active
            ? {
                label: 'Deactivate',
                tone: 'danger',
                send: (reason) => ({ name: 'DeactivateDealer', id: dealer.id, reason }),
              }
            : {
                label: 'Reactivate',
                tone: 'primary',
                send: (reason) => ({ name: 'ReactivateDealer', id: dealer.id, reason }),
              },
        ]}
      />
    </li>
  );
}

export function DealersPanel() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const query = useConsoleDealers(q);
  const list = useRef<HTMLUListElement>(null);
  const dealers = query.data?.pages.flatMap((p) => p.Dealers) ?? [];
  const [adding, setAdding] = useState(false);

  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const next = String(new FormData(e.currentTarget).get('q') ?? '').trim();
    setParams((p) => {
      if (next) p.set('q', next);
      else p.delete('q');
      return p;
    });
  };

  return (
    <div className="space-y-4">
      <section className={card}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-ink-900">
            {adding ? 'Add a dealer' : 'Dealers'}
          </h2>
          {adding ? null : (
            <button
              type="button"
              onClick={() => setAdding(true)}
              className="min-h-11 rounded-xl bg-primary-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-primary-800"
            >
              Add a dealer
            </button>
          )}
        </div>
        {adding ? <DealerForm onDone={() => setAdding(false)} /> : null}
        <search className="mt-4">
          <form onSubmit={search} className="flex gap-2">
            <label htmlFor={`${id}-q`} className="sr-only">
              Firm name or mobile
            </label>
            <input
              id={`${id}-q`}
              key={q}
              name="q"
              type="search"
              defaultValue={q}
              placeholder="Firm name or mobile"
              maxLength={100}
              className={inputClass}
            />
            <button
              type="submit"
              className="min-h-11 shrink-0 rounded-xl bg-white px-4 text-sm font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-50"
            >
              Find
            </button>
          </form>
        </search>
      </section>
      <PanelState query={query} label="dealers">
        {() =>
          dealers.length ? (
            <>
              <ul ref={list} className="space-y-3" aria-label="Dealers">
                {dealers.map((d) => (
                  <DealerCard key={d.id} dealer={d} />
                ))}
              </ul>
              <ShowMore
                query={query}
                list={list}
                shown={dealers.length}
                label="Show more dealers"
              />
            </>
          ) : (
            <p className="rounded-2xl bg-white p-6 text-center text-ink-600 shadow-card ring-1 ring-ink-200/70">
              {q ? `No dealer matches "${q}".` : 'No dealers yet.'}
            </p>
          )
        }
      </PanelState>
    </div>
  );
}

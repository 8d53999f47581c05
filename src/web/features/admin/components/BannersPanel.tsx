/**
 * The Home slider's banners in the console (docs/moderation.md#banners-and-dealers):
 * add one from a photo with its link and language (upload progress shown), and for each
 * banner, in slider order: move it up or down, change its link, hide it
 * from Home or show it again (with a reason, kept in the audit).
 */
import type { ConsoleBanner } from '#shared/schemas/console-content.ts';
import { Spinner } from '#web/components/ui/Spinner.tsx';
import { notifySuccess } from '#web/lib/notify.ts';
import { useConsoleAction } from '../api/admin.ts';
import { useConsoleBanners } from '../api/console-content.ts';
import { ActionForm } from './ActionForm.tsx';
import { AddBannerForm } from './AddBannerForm.tsx';
import { BANNER_LANGUAGE_NAMES } from './BannerLanguageSelect.tsx';
import { BannerLinkForm } from './BannerLinkForm.tsx';
import { PanelState } from './ConsoleStates.tsx';

const card = 'rounded-2xl bg-white p-4 shadow-card ring-1 ring-ink-200/70 sm:p-5';

function BannerRow({ banner, last }: { banner: ConsoleBanner; last: boolean }) {
  const move = useConsoleAction();
  const moveTo = (direction: 'up' | 'down') =>
    move.mutate({ name: 'MoveBanner', id: banner.id, direction }, { onSuccess: notifySuccess });
  const moveButton =
    'min-h-11 rounded-xl bg-white px-3 text-sm font-semibold text-ink-800 ring-1 ring-ink-300 hover:bg-ink-50 disabled:opacity-40';
  return (
    <li className={card}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <img
          src={banner.Photo}
          alt=""
          width={320}
          height={100}
          loading="lazy"
          className={`aspect-[16/5] w-full rounded-lg bg-ink-100 object-cover sm:w-64 ${banner.Hidden ? 'opacity-50 grayscale' : ''}`}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold text-ink-900">Banner {banner.Order}</span>
            <span
              className={`rounded-full px-2.5 py-0.5 text-sm font-medium ${banner.Hidden ? 'bg-ink-100 text-ink-700' : 'bg-green-100 text-green-800'}`}
            >
              {banner.Hidden ? 'Hidden from Home' : 'On Home'}
            </span>
          </div>
          <p className="mt-1 break-all text-sm text-ink-700">
            Opens <span className="font-medium">{banner.Url}</span>
          </p>
          <p className="text-sm text-ink-700">
            Home in: <span className="font-medium">{BANNER_LANGUAGE_NAMES[banner.Lang]}</span>
          </p>
          {banner.Alt ? (
            <p className="text-sm text-ink-700">
              Says: <span className="font-medium">{banner.Alt}</span>
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <button
              type="button"
              className={moveButton}
              disabled={banner.Order === 1 || move.isPending}
              onClick={() => moveTo('up')}
            >
              Move up
            </button>
            <button
              type="button"
              className={moveButton}
              disabled={last || move.isPending}
              onClick={() => moveTo('down')}
            >
              Move down
            </button>
            {move.isPending ? <Spinner srLabel="Moving..." /> : null}
          </div>
          {move.error ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {move.error.message}
            </p>
          ) : null}
        </div>
      </div>
      <details className="mt-3 border-t border-ink-100 pt-3">
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold text-primary-800">
          Change link or {banner.Hidden ? 'show' : 'hide'}
        </summary>
        <BannerLinkForm banner={banner} />
        <ActionForm
          label={`Reason for ${banner.Hidden ? 'showing' : 'hiding'} banner ${banner.Order}`}
          actions={[
            banner.Hidden
              ? {
                  label: 'Show on Home',
                  tone: 'primary',
                  send: (reason) => ({
                    name: 'BannerVisibility',
                    id: banner.id,
                    hide: 'false',
                    reason,
                  }),
                }
              : {
                  label: 'Hide from Home',
                  tone: 'danger',
                  send: (reason) => ({
                    name: 'BannerVisibility',
                    id: banner.id,
                    hide: 'true',
                    reason,
                  }),
                },
          ]}
        />
      </details>
    </li>
  );
}

export function BannersPanel() {
  const query = useConsoleBanners();
  return (
    <div className="space-y-4">
      <section className={card}>
        <h2 className="text-lg font-semibold text-ink-900">Add a banner</h2>
        <p className="mt-1 text-sm text-ink-600">
          It goes last on the Home slider. The photo is cut to 1600 x 500 pixels.
        </p>
        <AddBannerForm />
      </section>
      <PanelState query={query} label="banners">
        {() =>
          query.data?.length ? (
            <ol className="space-y-3" aria-label="Banners in slider order">
              {query.data.map((b, i) => (
                <BannerRow key={b.id} banner={b} last={i === (query.data?.length ?? 0) - 1} />
              ))}
            </ol>
          ) : (
            <p className="rounded-2xl bg-white p-6 text-center text-ink-600 shadow-card ring-1 ring-ink-200/70">
              No banners yet. Home shows no slider until one is added.
            </p>
          )
        }
      </PanelState>
    </div>
  );
}

/**
 * The top of a dealer's showroom page (issue 45 part 5): the firm's logo
 * (its WebP; the JPEG is the src) and name, place and address
 * with its map link, Call and WhatsApp (links the server redirects to the
 * whole number: it is in no page), the opening hours and the owner's words.
 * Plain HTML: complete without JavaScript.
 */
import {
  aboutDealer,
  callDealer,
  callMasked,
  directions,
  everyDay,
  hoursRange,
  openingHours,
  usedCarDealer,
  weekdays,
  whatsappDealer,
} from '#messages/showroom.ts';
import type { Showroom } from '#shared/schemas/showroom.ts';
import { PhoneIcon, PinIcon } from '#web/components/ui/icons.tsx';
import { WhatsAppIcon } from '#web/components/ui/WhatsAppIcon.tsx';
import { showroomContactHref } from '../api/showroom.ts';

/** "Every day", or the open weekdays ("Mon, Tue, Wed"). */
export function openDaysLabel(days: string): string {
  return days.length === 7 ? everyDay : [...days].map((d) => weekdays[Number(d)]).join(', ');
}

export function ShowroomHeader({ page }: { page: Showroom }) {
  const mapHref = page.nGpslink;
  return (
    <header className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-ink-200/70 md:p-6">
      <p className="text-sm font-semibold text-primary-700">
        {usedCarDealer} · {page.nCity}
      </p>
      <div className="mt-1 flex items-center gap-3">
        {page.Logo ? (
          // The WebP beside the JPEG (every supported browser reads WebP; crawlers get the src).
          <img
            src={page.Logo}
            srcSet={page.Logo.replace(/\.jpg$/, '.webp')}
            alt={page.Firmname}
            width={64}
            height={64}
            loading="eager"
            className="h-12 w-12 shrink-0 rounded-xl object-contain ring-1 ring-ink-200 md:h-16 md:w-16"
          />
        ) : null}
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">
          {page.Firmname}
        </h1>
      </div>
      <div className="mt-4 grid gap-5 md:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-3 text-sm">
          <p className="flex gap-2 text-ink-800">
            <PinIcon className="mt-0.5 h-4 w-4 shrink-0 text-ink-500" />
            <span>
              {page.Address.includes(page.nCity) ? page.Address : `${page.Address}, ${page.nCity}`},{' '}
              {page.nState}
              {mapHref ? (
                <>
                  {' '}
                  <a
                    href={mapHref}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-primary-700 underline-offset-2 hover:underline"
                  >
                    {directions}
                  </a>
                </>
              ) : null}
            </span>
          </p>
          <p>
            <span className="block font-semibold text-ink-900">{openingHours}</span>
            <span className="text-ink-700">
              {hoursRange(page.Open, page.Close)} · {openDaysLabel(page.Days)}
            </span>
          </p>
        </div>
        <div>
          <div className="grid grid-cols-2 gap-2">
            <a
              href={showroomContactHref(page.Rand, 'call')}
              rel="nofollow"
              className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-primary-700 px-3 text-base font-semibold text-white shadow-sm hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700"
            >
              <PhoneIcon className="h-5 w-5" />
              {callDealer}
            </a>
            <a
              href={showroomContactHref(page.Rand, 'whatsapp')}
              target="_blank"
              rel="nofollow noopener noreferrer"
              className="flex min-h-12 items-center justify-center gap-2 rounded-xl bg-emerald-700 px-3 text-base font-semibold text-white shadow-sm hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
            >
              <WhatsAppIcon className="h-5 w-5" />
              {whatsappDealer}
            </a>
          </div>
          <p className="mt-2 text-xs text-ink-500">{callMasked(page.Mobileno)}</p>
        </div>
      </div>
      {page.About ? (
        <section aria-labelledby="showroom-about" className="mt-5 border-t border-ink-100 pt-4">
          <h2 id="showroom-about" className="text-base font-semibold text-ink-900">
            {aboutDealer(page.Firmname)}
          </h2>
          <p className="mt-1 whitespace-pre-line text-ink-700">{page.About}</p>
        </section>
      ) : null}
    </header>
  );
}

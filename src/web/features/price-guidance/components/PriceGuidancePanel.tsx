/**
 * The panel of a car's price guidance (issue 45 part 2;
 * docs/decisions/045-price-guidance.md), loaded when 'Price guidance' first
 * opens: the car's fair-price rating and range, its views and leads over the
 * last 14 days and where they stand among similar cars ('More views than 6
 * in 10 similar cars'), and the price that would rate it Good price. Who may
 * change prices gets 'Set price to ₹4,85,000', which asks Yes/No and then
 * sends the workspace's own SetPrice. Loading and failure each have a line.
 */
import {
  afterChangeNote,
  comparedSameBody,
  comparedSameModel,
  comparedSameModelYear,
  confirmSetPrice,
  fewerLeads,
  fewerViews,
  goodPriceAt,
  guidanceLoadFailed,
  lastDays,
  leadsInDays,
  levelLeads,
  levelViews,
  loadingGuidance,
  moreLeads,
  moreViews,
  notEnoughToRate,
  notRatedYet,
  ratedWithRange,
  setPriceTo,
  settingPrice,
  tooFewToCompare,
  viewsInDays,
} from '#messages/price-guidance.ts';
import { formatIndian } from '#shared/format.ts';
import type { PriceGuidance, SimilarBasis, Standing } from '#shared/schemas/price-guidance.ts';
// The badge's own label (not #shared/price-rating.ts directly): one chunk with the cards' badge.
import { badgeLabel } from '#web/components/car/PriceBadge.tsx';
import { useConfirm } from '#web/components/ui/ConfirmDialog.tsx';
import { LoadFailed } from '#web/components/ui/LoadFailed.tsx';
import { useSetDealerPrice } from '#web/features/dealer/api/dealer.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { usePriceGuidance } from '../api/price-guidance.ts';

/** Rupees with Indian digit grouping: ₹4,85,000. */
const rupees = (n: number) => `₹${formatIndian(n)}`;

const COMPARED: Record<SimilarBasis, (n: number) => string> = {
  'model-year': comparedSameModelYear,
  model: comparedSameModel,
  'body-price': comparedSameBody,
};

const VIEW_WORDS = { more: moreViews, fewer: fewerViews, level: levelViews };
const LEAD_WORDS = { more: moreLeads, fewer: fewerLeads, level: levelLeads };

/** A standing in words, of views or of leads. */
function standingText(s: Standing, words: typeof VIEW_WORDS): string {
  if (s.Side === 'level') return words.level;
  return s.Side === 'more' ? words.more(s.InTen) : words.fewer(s.InTen);
}

/**
 * What the disclosure and its panel take: the car's Rand, its title (for
 * screen readers) and whether the person may change prices (`setPrice`).
 */
export interface PriceGuidanceProps {
  rand: string;
  title: string;
  canSetPrice: boolean;
}

/** The guidance of car `rand`, asked on mount (the disclosure mounts it when opened); rupees formatted Indian. */
export default function PriceGuidancePanel({ rand, title, canSetPrice }: PriceGuidanceProps) {
  const q = usePriceGuidance(rand, true);
  return (
    <div className="border-t border-ink-100 px-3 pb-4 pt-3 text-sm" aria-busy={q.isFetching}>
      {q.isPending ? (
        <p className="text-ink-600">{loadingGuidance}</p>
      ) : q.isError ? (
        <LoadFailed
          message={guidanceLoadFailed}
          onRetry={() => q.refetch()}
          className="rounded-xl bg-ink-50 p-4 text-center"
        />
      ) : (
        <GuidanceBody g={q.data} title={title} canSetPrice={canSetPrice} />
      )}
    </div>
  );
}

function GuidanceBody({
  g,
  title,
  canSetPrice,
}: {
  g: PriceGuidance;
  title: string;
  canSetPrice: boolean;
}) {
  const rated = g.Rating;
  const { Similar } = g;
  return (
    <div className="space-y-3">
      <p className="font-medium text-ink-900">
        {!rated
          ? notRatedYet
          : rated.rating
            ? ratedWithRange(badgeLabel(rated), rupees(rated.low), rupees(rated.high))
            : notEnoughToRate(rated.comparables)}
      </p>
      <section>
        <h3 className="font-semibold text-ink-900">{lastDays(g.Days)}</h3>
        <p className="text-ink-700">
          {viewsInDays(g.Views, formatIndian(g.Views))}
          <span aria-hidden="true"> · </span>
          {leadsInDays(g.Leads, formatIndian(g.Leads))}
        </p>
        {Similar.Views && Similar.Leads ? (
          <>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink-800">
              <li>{standingText(Similar.Views, VIEW_WORDS)}</li>
              <li>{standingText(Similar.Leads, LEAD_WORDS)}</li>
            </ul>
            <p className="mt-1 text-ink-600">{COMPARED[Similar.Basis](Similar.Cars)}</p>
          </>
        ) : (
          <p className="mt-1 text-ink-600">{tooFewToCompare(Similar.Cars)}</p>
        )}
      </section>
      {g.GoodPrice === null ? null : (
        <GoodPriceOffer rand={g.Rand} price={g.GoodPrice} title={title} canSetPrice={canSetPrice} />
      )}
    </div>
  );
}

/** The Good price, and for who may change prices the one tap that sets it after Yes. */
function GoodPriceOffer({
  rand,
  price,
  title,
  canSetPrice,
}: {
  rand: string;
  price: number;
  title: string;
  canSetPrice: boolean;
}) {
  const save = useSetDealerPrice();
  const { confirm, dialog } = useConfirm();
  const onSet = async () => {
    if (!(await confirm({ message: confirmSetPrice(rupees(price), title) }))) return;
    save.mutate(
      { Rand: rand, price },
      {
        onSuccess: (message) => notifySuccess(message),
        onError: (err) => notifyError(err.message),
      },
    );
  };
  return (
    <section className="rounded-xl bg-green-50 p-3 text-green-950">
      <p>
        {goodPriceAt(
          rupees(price),
          badgeLabel({ rating: 'Good price', low: 0, high: 0, comparables: 0 }),
        )}
      </p>
      {canSetPrice ? (
        <>
          <button
            type="button"
            onClick={onSet}
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
            className="mt-2 inline-flex min-h-11 items-center rounded-xl bg-green-700 px-4 font-semibold text-white hover:bg-green-800 disabled:cursor-wait disabled:opacity-60"
          >
            {save.isPending ? settingPrice : setPriceTo(rupees(price))}
          </button>
          <p className="mt-1 text-xs text-green-900">{afterChangeNote}</p>
        </>
      ) : null}
      {dialog}
    </section>
  );
}

/** Placeholder with the car card's exact shape, so nothing shifts when cars arrive. */
export function CarCardSkeleton() {
  return (
    <div
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1 ring-ink-200/70"
      aria-hidden="true"
    >
      <div className="aspect-[4/3] w-full animate-pulse bg-ink-100" />
      <div className="flex flex-1 flex-col p-4">
        <div className="h-5 w-3/4 animate-pulse rounded bg-ink-100" />
        <div className="mt-1.5 h-4 w-1/2 animate-pulse rounded bg-ink-100" />
        <div className="mt-3 flex gap-1.5">
          <div className="h-6 w-20 animate-pulse rounded-md bg-ink-100" />
          <div className="h-6 w-16 animate-pulse rounded-md bg-ink-100" />
          <div className="h-6 w-14 animate-pulse rounded-md bg-ink-100" />
        </div>
        <div className="mt-auto pt-4">
          <div className="h-7 w-28 animate-pulse rounded bg-ink-100" />
          <div className="mt-3 h-11 w-full animate-pulse rounded-xl bg-ink-100" />
        </div>
      </div>
    </div>
  );
}

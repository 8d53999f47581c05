/** One section of My data: a white card with its heading (`id`: a link may point at it). */
import type { ReactNode } from 'react';

export function Card({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-heading` : undefined}
      className="scroll-mt-24 rounded-2xl bg-white px-4 py-5 shadow-card ring-1 ring-ink-200/70 sm:px-6"
    >
      <h2 id={id ? `${id}-heading` : undefined} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-2 text-ink-700">{children}</div>
    </section>
  );
}

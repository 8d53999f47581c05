/** Shell and text helpers for the static pages (policies, About Us). */
import type { ReactNode } from 'react';

export function PolicyLayout({
  title,
  meta,
  children,
}: {
  title: string;
  meta?: string;
  children: ReactNode;
}) {
  return (
    <article>
      <header className="bg-gradient-to-br from-primary-700 to-primary-900 text-white">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
          <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{title}</h1>
          {meta && <p className="mt-2 text-primary-100">{meta}</p>}
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
        <div className="-mt-6 rounded-2xl bg-white px-5 py-8 text-[0.975rem] leading-7 text-ink-700 shadow-card ring-1 ring-ink-200/70 sm:px-8 md:-mt-8 md:py-10">
          {children}
        </div>
      </div>
    </article>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8 first:mt-0">
      <h2 className="text-lg font-semibold text-ink-900">{title}</h2>
      <div className="mt-2 space-y-3">{children}</div>
    </section>
  );
}

export function List({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-1.5 pl-5 marker:text-primary-500">{children}</ul>;
}

export function Mail({ email }: { email: string }) {
  return (
    <a
      href={`mailto:${email}`}
      className="font-medium text-primary-700 underline underline-offset-2"
    >
      {email}
    </a>
  );
}

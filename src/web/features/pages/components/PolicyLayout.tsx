/** Shell and text helpers for the static pages (policies, About Us). */
import type { ReactNode } from 'react';
import type { SiteSettings } from '#shared/schemas/site.ts';

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

/** A titled part of a page; `id` makes it a link target (the notices link to #your-rights, #grievances). */
export function Section({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className="mt-8 scroll-mt-24 first:mt-0">
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

/**
 * One item of personal data in the Privacy Policy (issue 44 part 2): its
 * name, then each of `rows` (why, who receives it, how long it is kept) as
 * a label and its text.
 */
export function DataItem({ name, rows }: { name: string; rows: [string, ReactNode][] }) {
  return (
    <div className="rounded-xl px-4 py-3 ring-1 ring-ink-200">
      <h3 className="font-semibold text-ink-900">{name}</h3>
      <dl className="mt-1 grid gap-x-4 text-[0.925rem] sm:grid-cols-[9.5rem_1fr]">
        {rows.map(([label, text]) => (
          <div key={label} className="contents">
            <dt className="mt-1 font-medium text-ink-500">{label}</dt>
            <dd className="sm:mt-1">{text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The Grievance Officer from the site settings: name, e-mail (a link) and phone. */
export function GrievanceOfficer({ officer }: { officer: SiteSettings['grievanceOfficer'] }) {
  return (
    <p>
      <strong>{officer.name}</strong>
      <br />
      <Mail email={officer.email} />
      <br />
      {officer.phone}
    </p>
  );
}

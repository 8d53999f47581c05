/**
 * KeywordSearchForm.tsx as a chunk of its own in the browser: the app's
 * start does not wait for it. Until it has loaded, React leaves the server's
 * form as it is (a GET form that works without the app) and hydrates it
 * after (docs/decisions/034-keyword-search.md). The server render loads it
 * first (preloadKeywordSearchForm), so a page's HTML always holds the form.
 */
import { lazy, Suspense } from 'react';
import type { KeywordSearchFormProps } from './KeywordSearchForm.tsx';

const load = () => import('./KeywordSearchForm.tsx');
let loaded: Awaited<ReturnType<typeof load>> | undefined;

/** Loads the form's code (the server render, before rendering). */
export async function preloadKeywordSearchForm(): Promise<void> {
  loaded ??= await load();
}

type Loaded = { default: typeof import('./KeywordSearchForm.tsx')['KeywordSearchForm'] };

const Form = lazy((): Promise<Loaded> => {
  const form = loaded?.KeywordSearchForm;
  // Loaded first on the server: a thenable that resolves at once, so React renders it without suspending.
  if (import.meta.env.SSR && form)
    return {
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose; React.lazy reads it at once.
      then: (resolve: (m: Loaded) => void) => resolve({ default: form }),
    } as Promise<Loaded>;
  return load().then((m) => ({ default: m.KeywordSearchForm }));
});

export function LazyKeywordSearchForm(props: KeywordSearchFormProps) {
  return (
    <Suspense fallback={<div className={props.className} />}>
      <Form {...props} />
    </Suspense>
  );
}

/**
 * KeywordSearchForm.tsx as a chunk of its own in the browser: the app's
 * start does not wait for it. Until it has loaded, React leaves the server's
 * form as it is (a GET form that works without the app) and hydrates it
 * after (docs/decisions/034-keyword-search.md). The server render loads it
 * first (preloadKeywordSearchForm), so a page's HTML always holds the form.
 */
import { Suspense } from 'react';
import { preloadableLazy } from '#web/lib/preloadable-lazy.ts';
import type { KeywordSearchFormProps } from './KeywordSearchForm.tsx';

const { Component: Form, preload } = preloadableLazy(() =>
  import('./KeywordSearchForm.tsx').then((m) => m.KeywordSearchForm),
);

/** Loads the form's code (the server render, before rendering). */
export const preloadKeywordSearchForm = preload;

export function LazyKeywordSearchForm(props: KeywordSearchFormProps) {
  return (
    <Suspense fallback={<div className={props.className} />}>
      <Form {...props} />
    </Suspense>
  );
}

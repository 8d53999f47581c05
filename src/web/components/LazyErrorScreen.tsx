/**
 * ErrorScreen.tsx as a chunk of its own (issue 26: room for the Hindi and
 * Gujarati words in every route's start, js-budget.json): the error screen
 * shows only when a page fails or is not found, so the app's start does not
 * carry it. The server render loads it first (preloadErrorScreen), so a 404
 * page's HTML holds it and the browser keeps that HTML until the chunk is
 * there. A chunk that cannot load (offline) leaves a line of text instead.
 */
import { type ComponentProps, Suspense } from 'react';
import { PAGE_MSG } from '#shared/page-messages.ts';
import { preloadableLazy } from '#web/lib/preloadable-lazy.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import type { ErrorScreen } from './ErrorScreen.tsx';

type Props = ComponentProps<typeof ErrorScreen>;

function ErrorLine() {
  useDocumentTitle(PAGE_MSG.errorTitle);
  return <p className="px-5 py-16 text-center text-ink-700">{PAGE_MSG.somethingWrong}</p>;
}

const { Component: Screen, preload } = preloadableLazy<Props>(() =>
  import('./ErrorScreen.tsx').then(
    (m) => m.ErrorScreen,
    () => ErrorLine,
  ),
);

/** Loads the error screen's code (the server render, before rendering). */
export const preloadErrorScreen = preload;

export function LazyErrorScreen(props: Props) {
  return (
    <Suspense fallback={<div className="min-h-[60vh]" />}>
      <Screen {...props} />
    </Suspense>
  );
}

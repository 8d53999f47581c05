/**
 * The header's keyword search box (docs/product.md#keyword-search), except
 * on /search, which has its own beside the filters; loaded apart from the
 * app's start (LazyKeywordSearchForm.tsx).
 */
import { useLocation } from 'react-router';
import { headerSearchPlaceholder } from '#messages/frame.ts';
import { paths } from '#shared/pages/paths.ts';
import { LazyKeywordSearchForm } from '#web/features/keyword-search/components/LazyKeywordSearchForm.tsx';

export function HeaderSearch() {
  if (useLocation().pathname === paths.search) return <div className="flex-1" />;
  return (
    <LazyKeywordSearchForm
      q=""
      placeholder={headerSearchPlaceholder}
      className="min-w-0 max-w-sm flex-1"
    />
  );
}

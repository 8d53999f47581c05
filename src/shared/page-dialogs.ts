/**
 * The dialogs a car page carries in its HTML that its address may ask to
 * show open (`?open={id}`): the link a browser without JavaScript follows in
 * place of the button that opens them (src/web/components/ui/FormDialog.tsx,
 * DialogOpener; docs/product.md#lead-dialog). The server renders such a page
 * apart from the car's usual one (src/server/pages/car-page.routes.ts).
 */

/** The query parameter that names the dialog. */
export const OPEN_PARAM = 'open';

/** The ids of the car page's dialogs that `?open=` may name. */
export const CAR_PAGE_DIALOGS = ['lead-dialog-price', 'lead-dialog-contact', 'report-dialog'];

/** The dialog `query` asks the car page to show open, or null. */
export function requestedCarDialog(query: URLSearchParams): string | null {
  const id = query.get(OPEN_PARAM);
  return id && CAR_PAGE_DIALOGS.includes(id) ? id : null;
}

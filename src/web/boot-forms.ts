/**
 * A GET form's fields as the app's links write its address, a part of the
 * boot script (src/web/boot.ts; imports nothing): before the app runs, the
 * filters' form then lands on an address the server answers at once instead
 * of with a redirect (a round trip on a slow line). Leaves out empty fields,
 * and applies the hidden fields that name the state and make whose cities
 * and models the form listed, as parseSearchParams applies them
 * (src/web/features/catalog/search-params.ts; docs/product.md#search-filters).
 */
export function asLinkFields(data: FormData): void {
  for (const [of, parent, child] of [
    ['cities_of', 'state', 'city'],
    ['models_of', 'make', 'model'],
  ]) {
    if (data.has(of) && data.get(of) !== (data.get(parent) ?? '')) data.delete(child);
    data.delete(of);
  }
  for (const [name, value] of [...data]) if (value === '') data.delete(name);
}

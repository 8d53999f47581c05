/** /test (docs/product.md#screens-and-routes): an empty page. */
export function Component() {
  return null;
}

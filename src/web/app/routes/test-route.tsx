/** /test (spec 2): an empty page. */
export function Component() {
  return null;
}

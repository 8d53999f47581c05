/**
 * Forms whose check loads on first use (the lead form, the Report dialog):
 * the check brings zod, which the car page's app starts without
 * (docs/decisions/028-answers-checked-at-the-server.md). The form starts the
 * load when focus enters it; on submit it waits for it, and if it cannot
 * load, posts natively so the page's action answers as without JavaScript.
 */

/** `load` run once on first call and kept; after a failure the next call tries again. */
export function lazyModule<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}

/**
 * Checks `form` with the module `loadCheck` gives (`check`), answering its
 * result; when the module cannot load, posts `form` natively and answers null.
 */
export async function checkOrPost<M, R>(
  form: HTMLFormElement,
  loadCheck: () => Promise<M>,
  check: (module: M) => R,
): Promise<R | null> {
  let module: M;
  try {
    module = await loadCheck();
  } catch {
    form.submit();
    return null;
  }
  return check(module);
}

/** Focuses the first field of `form`, in `order`, that `errors` names. */
export function focusFirstError(
  form: HTMLFormElement,
  errors: Partial<Record<string, string>>,
  order: readonly string[],
): void {
  const first = order.find((name) => errors[name]);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

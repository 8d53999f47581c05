/**
 * For the schema tests (not a test file itself): a parse result's first
 * issue as the routes report it.
 */

/** `path: message` of the first issue of a failed safeParse; undefined when it passed. */
export function firstIssue(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): string | undefined {
  const issue = result.success ? undefined : result.error?.issues[0];
  return issue ? `${issue.path.join('.')}: ${issue.message}` : undefined;
}

/**
 * A link a person typed (a dealer's map link) checked before a page links to
 * it: the showroom page's server answer and the car page's Contact Dealer.
 */

/**
 * `link` (trimmed, as the URL parser writes it) when it is a web address
 * (http or https), else null: javascript:, data: and anything unparsable
 * are dropped.
 */
export function webLink(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

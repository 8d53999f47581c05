/**
 * POST /api/Dealer/Logo's body (issue 45 part 5; docs/decisions/046-showroom-pages.md):
 * the logo as the photo calls send a photo, form-encoded (or JSON), a data:
 * URL or bare base64 of a JPEG or PNG up to 10 MB. Apart from showroom.ts so
 * that the workspace's card, which checks the file itself, does not carry it.
 */
import { z } from 'zod';
import { logoRequired, logoTooLarge, logoUnreadable } from '#messages/showroom.ts';
import { base64Payload, isBase64, MAX_PHOTO_BASE64_CHARS } from './listing-rules.ts';

/** `Photo`: the logo's base64 (a data: URL's prefix cut off); refused with the showroom's logo messages. */
export const ShowroomLogoSchema = z.object({
  Photo: z
    .string({ error: logoRequired })
    .transform(base64Payload)
    .pipe(
      z
        .string()
        .min(1, logoRequired)
        .max(MAX_PHOTO_BASE64_CHARS, logoTooLarge)
        .refine(isBase64, logoUnreadable),
    ),
});
export type ShowroomLogo = z.output<typeof ShowroomLogoSchema>;

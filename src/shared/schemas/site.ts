/** Site settings (docs/product.md#identity): contact details and social links shown by header, footer and Contact Us. */
import { z } from 'zod';
import { envelope } from './api.ts';

/** GET /api/Site/settings -> Data (extension). */
export const SiteSettingsSchema = z.object({
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  website: z.string(),
  facebook: z.string(),
  instagram: z.string(),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** GET /api/Site/settings. */
export const SiteSettingsAnswerSchema = envelope(SiteSettingsSchema);

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
  /** Extension (issue 44 part 2): whom grievances go to (DPDP Rules 2025, rule 9). */
  grievanceOfficer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** GET /api/Site/settings. */
export const SiteSettingsAnswerSchema = envelope(SiteSettingsSchema);

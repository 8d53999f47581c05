/**
 * What operators manage from the console besides moderation (issue 25 part 2,
 * docs/moderation.md#banners-and-dealers): the Home slider's banners and the
 * dealers. Each action names what it acts on; hiding a banner and
 * deactivating or reactivating a dealer also take a reason for the audit.
 */
import { z } from 'zod';
import { auditReason } from './admin.ts';
import { envelope } from './api.ts';
import { DealerFieldsSchema } from './dealer-fields.ts';
import { coercedId } from './fields.ts';
import { photoData } from './listing-fields.ts';

/** Smallest photo a banner is made from, px (phones load it at 800 x 250). */
export const MIN_BANNER_WIDTH = 800;
export const MIN_BANNER_HEIGHT = 250;

export const BANNER_LINK_MESSAGE = 'Enter a link on CarSetu (starting with /) or https://';

/** Where a banner leads: a path of this site ("/search?make=3") or an https address. */
export const bannerLink = z
  .string({ error: BANNER_LINK_MESSAGE })
  .trim()
  .max(500, 'must be at most 500 characters')
  .regex(/^(\/(?!\/)|https:\/\/[^\s/]+)\S*$/, BANNER_LINK_MESSAGE);

/** The language a banner's picture is written in: its Home only ('en', 'hi', 'gu'), or 'all'. */
export const BANNER_LANGUAGES = ['all', 'en', 'hi', 'gu'] as const;
export const bannerLanguage = z.enum(BANNER_LANGUAGES, {
  error: 'Choose the language the banner is written in',
});
export type BannerLanguage = z.infer<typeof bannerLanguage>;

/** What a banner's picture says, as text (its alt for screen readers and search engines). */
export const bannerWords = z
  .string()
  .trim()
  .max(200, 'must be at most 200 characters')
  .optional()
  .transform((v) => v || undefined);

/**
 * Add a banner: its photo (JPEG or PNG, base64 or a data: URL, up to 10 MB),
 * link, language (default 'all': every language's Home) and, optionally, the
 * words its picture carries.
 */
export const AddBannerSchema = z.object({
  Photo: photoData('Choose a photo for the banner'),
  Url: bannerLink,
  Lang: bannerLanguage.default('all'),
  Alt: bannerWords,
});
export type AddBanner = z.input<typeof AddBannerSchema>;

const bannerId = coercedId('Choose a banner');

/**
 * Change a banner's link and, when sent, its language and its words (`Alt`:
 * '' takes them away; left out, both stay as they are).
 */
export const EditBannerSchema = z.object({
  id: bannerId,
  Url: bannerLink,
  Lang: bannerLanguage.optional(),
  Alt: z.string().trim().max(200, 'must be at most 200 characters').optional(),
});

/** Move a banner one place earlier ('up') or later ('down') on the slider. */
export const MoveBannerSchema = z.object({ id: bannerId, direction: z.enum(['up', 'down']) });

/** Take a banner off the slider (`hide` 'true') or put it back, with a reason. */
export const BannerVisibilitySchema = z.object({
  id: bannerId,
  hide: z.enum(['true', 'false']),
  reason: auditReason,
});

export const ConsoleBannerSchema = z.object({
  id: z.number().int(),
  /** Its link (nUrl). */
  Url: z.string(),
  /** The photo's URL (nPhoto). */
  Photo: z.string(),
  /** Place on the slider, 1 first (hidden banners keep theirs). */
  Order: z.number().int(),
  Hidden: z.boolean(),
  /** Which language's Home shows it ('all': every one). */
  Lang: bannerLanguage,
  /** The words its picture carries ('' when none were given). */
  Alt: z.string(),
});
export type ConsoleBanner = z.infer<typeof ConsoleBannerSchema>;
export const ConsoleBannersAnswerSchema = envelope(z.array(ConsoleBannerSchema));

/** A dealer as the console's form sends it: dealers.csv's fields, with the place by id. */
export const DealerFormSchema = DealerFieldsSchema.extend({
  state_id: coercedId('Select a state'),
  city_id: coercedId('Select a city'),
});
export type DealerForm = z.output<typeof DealerFormSchema>;
export type DealerFormInput = z.input<typeof DealerFormSchema>;

/** Edit dealer `id`. */
export const EditDealerSchema = DealerFormSchema.extend({ id: coercedId('Choose a dealer') });

/** Deactivate or reactivate dealer `id`, with a reason. */
export const DealerStatusSchema = z.object({
  id: coercedId('Choose a dealer'),
  reason: auditReason,
});

/**
 * The console's dealer search: firm name or mobile (part of it); blank lists
 * the latest. `before` (the previous page's NextBefore, a dealer id) pages on,
 * as the dealer workspace's inventory does.
 */
export const DealersQuerySchema = z.object({
  q: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().max(100).optional()),
  before: coercedId('before must be a dealer id', 'before must be a dealer id').optional(),
});

export const ConsoleDealerSchema = z.object({
  id: z.number().int(),
  firm_name: z.string(),
  /** Ten digits, for the operator (the console is theirs alone). */
  mobile: z.string(),
  mobile2: z.string().nullable(),
  address: z.string(),
  state_id: z.number().int(),
  city_id: z.number().int(),
  /** "City, State". */
  Place: z.string(),
  gps_link: z.string().nullable(),
  Active: z.boolean(),
  /** Its cars for sale now. */
  Cars: z.number().int(),
});
export type ConsoleDealer = z.infer<typeof ConsoleDealerSchema>;
/** A page of dealers, newest first; NextBefore asks for the next (null at the end). */
export const ConsoleDealersAnswerSchema = envelope(
  z.object({ Dealers: z.array(ConsoleDealerSchema), NextBefore: z.number().int().nullable() }),
);
export type ConsoleDealersPage = z.infer<typeof ConsoleDealersAnswerSchema>['Data'];

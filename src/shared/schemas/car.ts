/**
 * Car shapes on the wire (docs/product.md#car, #seller-profile, #banner).
 * companyid / carmodelid / variantid / fueltypeid / gear carry NAMES, as
 * docs/product.md says; photo fields carry URL paths.
 */
import { z } from 'zod';
import { envelope } from './api.ts';
import { KeywordReadingSchema } from './keyword-search.ts';

/** A car's status in answers: 'Hidden' only in its seller's own lists (docs/moderation.md). */
export const LISTING_ANSWER_STATUSES = ['UnSold', 'Sold', 'Hidden'] as const;

export const DealerProfileSchema = z.object({
  Rand: z.string(),
  Firmname: z.string(),
  /** Masked ("98XXXXXX10") on the public car page; full in a successful lead answer. */
  Mobileno: z.string(),
  Mobileno1: z.string().nullable(),
  Address: z.string(),
  /** City name. */
  nCity: z.string(),
  nGpslink: z.string().nullable(),
  /**
   * Extension (issue 43 part 4): a dealer's median minutes to a lead's first
   * contact over 30 days, once 10 were contacted; absent otherwise.
   */
  ReplyMinutes: z.number().int().optional(),
  /** Extension (issue 45 part 5): a dealer's showroom page, /dealer/{slug}; absent for a private seller. */
  Showroom: z.string().optional(),
});
export type DealerProfile = z.infer<typeof DealerProfileSchema>;

/**
 * A car's fair-price badge (docs/product.md#fair-price-badge): the rating
 * (null: "Not enough data"), the fair range in rupees, the comparables counted.
 */
export const PriceRatingSchema = z.object({
  rating: z.string().nullable(),
  low: z.number(),
  high: z.number(),
  comparables: z.number(),
});
export type PriceRatingInfo = z.infer<typeof PriceRatingSchema>;

export const CarListItemSchema = z.object({
  id: z.number(),
  carid: z.number(),
  Rand: z.string(),
  /** The RTO code only ("GJ11", #shared/schemas/rto-code.ts): no public answer holds the whole number. */
  carnumber: z.string(),
  modelyear: z.number(),
  companyid: z.string(),
  carmodelid: z.string(),
  variantid: z.string(),
  /** Rupees. */
  nSaleprice: z.number(),
  km: z.number(),
  owner: z.number(),
  fueltypeid: z.string(),
  gear: z.string(),
  colour: z.string(),
  /** Main photo, 800 px wide JPEG, or null. */
  carphoto: z.string().nullable(),
  /** Card-size WebP of the main photo (about 400 px wide), or null. */
  carphotosmall: z.string().nullable(),
  /** 'Hidden' (an extension): kept from buyers by moderation; only its seller's lists show it. */
  CarStatus: z.enum(LISTING_ANSWER_STATUSES),
  cityname: z.string(),
  statename: z.string(),
  /** Extension: whole Indian calendar days since the car was listed (0 on the day it was). */
  listeddays: z.number(),
  /** Extension: rupees its latest price change took off the price; 0 when that was no drop. */
  pricedrop: z.number(),
  /** Extension: the fair-price badge; null while the car is not rated yet. */
  pricerating: PriceRatingSchema.nullable(),
});
export type CarListItem = z.infer<typeof CarListItemSchema>;

export const CatalogPhotoSchema = z.object({
  Rand: z.string(),
  carphoto: z.string(),
  carphotosmall: z.string(),
  /** The RTO code only, as the car's own. */
  carnumber: z.string(),
});

export const FeatureItemSchema = z.object({ label: z.string(), value: z.string() });

export const CarDetailsSchema = CarListItemSchema.extend({
  seatingcapicity: z.number(),
  nCc: z.string().nullable(),
  insurance: z.string(),
  nInsurancetype: z.string().nullable(),
  insuranceendtdate: z.string().nullable(),
  nSunRoof: z.string(),
  vehicleid: z.number(),
  vehiclename: z.string(),
  stateid: z.number(),
  cityid: z.number(),
  Address: z.string().nullable(),
  Photoname: z.string().nullable(),
  /** Extension: the share card (1200x630 JPEG with price, year, make, model) for og:image, or null. */
  sharecard: z.string().nullable(),
  catlogephotolist: z.array(CatalogPhotoSchema),
  Listidjson: z.array(FeatureItemSchema),
  carmodellist: z.array(CarListItemSchema),
  dealerprofilelist: z.array(DealerProfileSchema),
  /** Extension: buyers have reported it and no operator has looked yet (docs/moderation.md#reports). */
  reported: z.boolean().optional(),
  /** Extension: where its RTO code registers cars ("Junagadh", "Maharashtra"), '' when unknown. */
  rtoPlace: z.string().optional(),
});
export type CarDetails = z.infer<typeof CarDetailsSchema>;

/**
 * GET /api/Carmaster/GetdetailsofCarsbyRandomid: the car, or `Data: null` with
 * Message 'Sold Out...' for a sold one.
 */
export const CarDetailsAnswerSchema = envelope(CarDetailsSchema.nullable());

/** GET /api/Carmaster/SimilarCars (extension): unsold cars like a sold one. */
export const SimilarCarsAnswerSchema = envelope(z.array(CarListItemSchema));

/** A Home banner: link, picture and (when the operator gave them) the picture's words as text. */
export const BannerSchema = z.object({
  nUrl: z.string(),
  nPhoto: z.string(),
  nAlt: z.string().optional(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** GET /api/Bannermaster/AllClientBanner: the Home slider's banners. */
export const BannersAnswerSchema = envelope(z.array(BannerSchema));

/**
 * A page of cars (Home GetRandomly2Car_cars and search
 * GetDetailsofcarsbySCCM_data). `NextCursor` (extension): opaque keyset
 * position to send back as `cursor` for the next page; null on the last page.
 * An empty page answers `Success: false` (docs/product.md#home-paging: an
 * unsuccessful response stops further loading).
 */
export const CarPageSchema = z
  .object({
    Success: z.boolean(),
    Message: z.string(),
    Data: z.array(CarListItemSchema),
    NextCursor: z.string().nullable(),
  })
  .extend(KeywordReadingSchema.shape);
export type CarPage = z.infer<typeof CarPageSchema>;

/**
 * The seller requests besides the forms (Rand and car-number queries, Sold,
 * Add Photos) and every seller answer: saved listing, My Vehicles, the
 * listing for the Edit form, photo groups.
 */
import { z } from 'zod';
import { MSG } from '../messages.ts';
import { envelope } from './api.ts';
import { CarListItemSchema, LISTING_ANSWER_STATUSES } from './car.ts';
import { caseInsensitive, idText } from './fields.ts';
import {
  carNumberParam,
  listingRand,
  listingStatus,
  optionalCarNumber,
  photoData,
  photoFileName,
} from './listing-fields.ts';
import { IMAGE_TYPES } from './listing-rules.ts';

/** ?Rand= of Editcar (GET), Delete, and the image Delete (a photo's Rand). */
export const RandQuerySchema = z.object({ Rand: listingRand });

/** GET /api/CarSetuClientSellimages/Sellcarimages?carno= */
export const CarNumberQuerySchema = z.object({ carno: carNumberParam('carno') });

/**
 * POST /api/CarSetuClientSellInquiry/changesoldunsoldstatus?carno=&carstatus=
 * (a POST; docs/product.md#listing-calls). carstatus is the car's CURRENT status;
 * only UnSold -> Sold exists, so 'Sold' is refused.
 */
export const SoldStatusQuerySchema = z.object({
  carno: carNumberParam('carno'),
  carstatus: listingStatus,
});

/** One photo of Add Photos' imageslist: a data URL (or bare base64) and the file's name. */
export const UploadPhotoSchema = z.object({
  url: photoData(MSG.photosRequired),
  name: photoFileName,
});

/**
 * POST /api/CarSetuClientSellimages/addcarimages
 * (docs/product.md#listing-photo-calls): carid, carnumber (must match the car
 * when given), imageslist (a JSON text of [{ url: dataURL, name }], or the list
 * itself in a JSON body), imagetype (Exterior by default). The 10-per-category
 * cap is checked on the server.
 */
export const AddImagesRequestSchema = z.object({
  carid: idText('carid is required', 'carid must be a car id'),
  carnumber: optionalCarNumber,
  imageslist: z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z
      .array(UploadPhotoSchema, { error: 'imageslist must be a JSON list of photos' })
      .min(1, MSG.photosRequired)
      .max(100, 'imageslist: too many photos'),
  ),
  imagetype: z.preprocess(
    (v) => caseInsensitive(IMAGE_TYPES)(v) ?? 'Exterior',
    z.enum(IMAGE_TYPES, { error: `imagetype must be one of ${IMAGE_TYPES.join(', ')}` }),
  ),
});
export type AddImagesRequest = z.output<typeof AddImagesRequestSchema>;

// ---------------------------------------------------------------------------
// Answers.

/** addcar / Editcar Data: the listing's Rand, its id (carid of addcarimages) and stored number. */
export const SavedListingSchema = z.object({
  Rand: z.string(),
  carid: z.number(),
  carnumber: z.string(),
});
export const SavedListingAnswerSchema = envelope(SavedListingSchema);

/**
 * GET All: the caller's listings, newest first, as car list items (names,
 * photo URLs, CarStatus), with (extensions, docs/moderation.md) why a hidden
 * one is hidden and when a car for sale or expired expires (ISO 8601; null
 * for a sold one or one hidden by moderation).
 */
export const MyListingSchema = CarListItemSchema.extend({
  hiddenreason: z.string().nullable().optional(),
  expiresat: z.string().nullable().optional(),
});
export type MyListing = z.infer<typeof MyListingSchema>;
export const MyListingsAnswerSchema = envelope(z.array(MyListingSchema));

/**
 * GET Editcar Data: the listing as the Edit form needs it: ids (numbers) for
 * the dropdowns, the names beside them for display, colour as stored (a
 * name) with `colourid` (the model's Colourdata Value of that name, or null),
 * nFeatures comma-joined, insurance fields, the main photo's URLs.
 */
export const EditableListingSchema = z.object({
  Rand: z.string(),
  carid: z.number(),
  carnumber: z.string(),
  CarStatus: z.enum(LISTING_ANSWER_STATUSES),
  vehicleid: z.number(),
  companyid: z.number(),
  carmodelid: z.number(),
  variantid: z.number(),
  fueltypeid: z.number(),
  gear: z.number(),
  colour: z.string(),
  colourid: z.number().nullable(),
  modelyear: z.number(),
  km: z.number(),
  owner: z.number(),
  seatingcapicity: z.number(),
  nCc: z.string().nullable(),
  nSaleprice: z.number(),
  insurance: z.enum(['Yes', 'Nill']),
  nInsurancetype: z.string().nullable(),
  /** YYYY-MM-DD or null. */
  insuranceendtdate: z.string().nullable(),
  nSunRoof: z.enum(['Yes', 'No']),
  /** Comma-joined feature ids ("" for none). */
  nFeatures: z.string(),
  carphoto: z.string().nullable(),
  carphotosmall: z.string().nullable(),
  Photoname: z.string().nullable(),
  vehiclename: z.string(),
  companyname: z.string(),
  carmodelname: z.string(),
  variantname: z.string(),
  fuelname: z.string(),
  gearname: z.string(),
  stateid: z.number(),
  cityid: z.number(),
  statename: z.string(),
  cityname: z.string(),
  Address: z.string().nullable(),
});
export type EditableListing = z.infer<typeof EditableListingSchema>;
export const EditableListingAnswerSchema = envelope(EditableListingSchema);

/** A stored listing photo (docs/product.md#listing-photos). `ismain`: it is the listing's main photo. */
export const ListingImageSchema = z.object({
  Rand: z.string(),
  carphoto: z.string(),
  carphotosmall: z.string(),
  imagetype: z.enum(IMAGE_TYPES),
  ismain: z.boolean(),
});
export type ListingImage = z.infer<typeof ListingImageSchema>;

/**
 * Photos of one category, oldest first (the main photo first among Exterior).
 * Sellcarimages and addcarimages answer all four categories, in IMAGE_TYPES
 * order, empty ones included: [{ imagetype: 'Exterior', images: [...] }, ...].
 */
export const ImageGroupSchema = z.object({
  imagetype: z.enum(IMAGE_TYPES),
  images: z.array(ListingImageSchema),
});
export type ImageGroup = z.infer<typeof ImageGroupSchema>;
export const ImageGroupsAnswerSchema = envelope(z.array(ImageGroupSchema));

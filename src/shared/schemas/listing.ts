/**
 * Seller listings (docs/product.md#listing-as-sent, #listing-photos,
 * #sell-form-rules, #edit-form-rules, #photo-rules, #listing-calls,
 * #listing-photo-calls, #listings-and-search, #privacy-and-abuse). The module
 * the rest of the code imports; its parts:
 * - listing-rules.ts: plain rules (vehicle number, insurance, years, photos);
 * - listing-fields.ts: one zod schema per field (also the CSV importer's);
 * - listing-form.ts: the Sell / Edit forms and addcar / Editcar;
 * - listing-wire.ts: the other seller requests and every seller answer.
 *
 * One set of field rules serves the Sell / Edit forms and the routes:
 * - `SellFormSchema` / `EditFormSchema`: the forms (react-hook-form + zod);
 * - `AddCarRequestSchema` / `EditCarRequestSchema`: POST addcar / Editcar,
 *   the same fields plus the wire-only ones the server ignores (Photoname,
 *   nState, nCity, Address: the car's place comes from the seller's profile).
 *
 * Inputs may be strings (form-encoded) or numbers (JSON); a parsed form can be
 * sent as it is (`listingWireBody` turns it into form fields), because the
 * parsed output passes the same schema again. Parsed values: ids as numbers,
 * the vehicle number upper case without separators, nFeatures as a list of
 * ids, insurance type and end date null unless insurance is 'Yes', the end
 * date as YYYY-MM-DD, the photo as bare base64 (a data: URL prefix is cut off).
 *
 * Checks that need the catalogue (the model is an active model of the make,
 * the variant is the model's, fuel / gear / vehicle type / features / colour
 * exist) run on the server and answer 400 naming the field.
 */
export * from './listing-form.ts';
export * from './listing-rules.ts';
export * from './listing-wire.ts';

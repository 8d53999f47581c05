/**
 * Client profile (docs/product.md#client-profile, #profile-rules,
 * #profile-calls). ProfileFormSchema drives the Profile screen;
 * ProfileRequestSchema validates AddCarSetuClientProfile with the same rules.
 * Ids travel as strings on the wire ('' when empty) and are numbers once
 * parsed.
 */
import { z } from 'zod';
import { addressControlChars, addressTooLong, profileNameTooLong } from '#messages/validation.ts';
import { NEW_CITY_MAX_LENGTH } from '../constants.ts';
import { MSG } from '../messages.ts';
import { envelope } from './api.ts';
import { blankToUndefined, coercedId, hasControlChars, isTicked, optionalText } from './fields.ts';

/** A required id picked from a dropdown ('This field is required' when missing or not an id). */
export const requiredId = coercedId(MSG.requiredField, MSG.requiredField);

/** Profile name: required ('name is required.'); letters, digits, spaces, apostrophes. */
export const profileName = z
  .string({ error: MSG.nameRequired })
  .trim()
  .min(1, MSG.nameRequired)
  .max(60, profileNameTooLong)
  .regex(/^[A-Za-z0-9 ']+$/, MSG.onlyCharacters);

/** Address (textarea): required ('Address is required'); line breaks allowed. */
export const profileAddress = z
  .string({ error: MSG.addressRequired })
  .trim()
  .min(1, MSG.addressRequired)
  .max(250, addressTooLong)
  .refine((s) => !hasControlChars(s), addressControlChars);

export const ProfileFormSchema = z.object({
  Name: profileName,
  nCountry: requiredId,
  nState: requiredId,
  nCity: requiredId,
  Address: profileAddress,
  /**
   * MSG.adultConfirm ticked (issue 44 part 2): asked until the account has
   * confirmed it once (AdultConfirmed), then not sent.
   */
  Adult: z.preprocess(isTicked, z.boolean()).optional(),
});
export type ProfileForm = z.infer<typeof ProfileFormSchema>;

/**
 * The Profile form of an account that has not confirmed its age yet: the
 * box must be ticked ('Please confirm that you are 18 or older.'); the
 * server asks the same (profile.service.ts).
 */
export const ProfileFormAdultSchema = ProfileFormSchema.extend({
  Adult: z.preprocess(isTicked, z.literal(true, { error: MSG.adultNeeded })),
});

/**
 * POST /api/ClientCarSetuProfile/AddCarSetuClientProfile. Status is 'Edit'
 * (docs/product.md#client-profile); Mobileno is accepted and ignored: the
 * number comes from the token.
 */
export const ProfileRequestSchema = ProfileFormSchema.extend({
  Status: z.preprocess(
    blankToUndefined,
    z.enum(['Edit'], { error: "Status must be 'Edit'" }).optional(),
  ),
  Mobileno: optionalText(20),
});
export type ProfileRequest = z.infer<typeof ProfileRequestSchema>;

/**
 * One item of GetClientprofilebyclientid's Data (docs/product.md#profile-calls:
 * Data[0] is used). nCountry / nState / nCity are ids as strings, '' when not
 * chosen yet; CountryName / StateName / CityName (extension) are their names,
 * '' likewise. Operator (extension): the account's mobile is one of
 * OPERATOR_MOBILES (staff: the Complete your Profile prompt leaves them be,
 * docs/product.md#profile-prompt).
 */
export const ClientProfileSchema = z.object({
  Name: z.string(),
  Mobileno: z.string(),
  nCountry: z.string(),
  nState: z.string(),
  nCity: z.string(),
  Address: z.string(),
  CountryName: z.string(),
  StateName: z.string(),
  CityName: z.string(),
  Operator: z.boolean().optional(),
  /** Extension (issue 44 part 2): the account has confirmed it is 18 or older. */
  AdultConfirmed: z.boolean().optional(),
});
export type ClientProfile = z.infer<typeof ClientProfileSchema>;

/**
 * A profile with nothing filled in: what a new account's reads as, but for
 * its Mobileno (and Operator), and what the Profile screen shows until the
 * read answers.
 */
export const EMPTY_PROFILE: ClientProfile = {
  Name: '',
  Mobileno: '',
  nCountry: '',
  nState: '',
  nCity: '',
  Address: '',
  CountryName: '',
  StateName: '',
  CityName: '',
};

/** GET GetClientprofilebyclientid: Data is a one-item list (docs/product.md#profile-calls). */
export const ClientProfileAnswerSchema = envelope(z.array(ClientProfileSchema));

/** Trims and collapses runs of spaces: "  navi   mumbai " -> "navi mumbai". */
export function squashSpaces(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** How a new city is stored (docs/product.md#client-profile): first letter capital, the rest lower case ("Navi mumbai"). */
export function cityNameCase(value: string): string {
  const s = squashSpaces(value).toLowerCase();
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** New city name (docs/product.md#profile-rules): required; 1 to 20 letters, spaces or apostrophes, with at least one letter. */
export const newCityName = z
  .string({ error: MSG.requiredField })
  .transform(squashSpaces)
  .pipe(
    z
      .string()
      .min(1, MSG.requiredField)
      .max(NEW_CITY_MAX_LENGTH, MSG.validCity)
      .regex(/^[A-Za-z' ]+$/, MSG.validCity)
      .regex(/[A-Za-z]/, MSG.validCity),
  );

/** The Add a City modal. */
export const NewCityFormSchema = z.object({ cityname: newCityName });
export type NewCityForm = z.infer<typeof NewCityFormSchema>;

/** POST /api/ClientCarSetuProfile/AddCity. */
export const AddCityRequestSchema = z.object({
  cityname: newCityName,
  countryid: requiredId,
  stateid: requiredId,
});
export type AddCityRequest = z.infer<typeof AddCityRequestSchema>;

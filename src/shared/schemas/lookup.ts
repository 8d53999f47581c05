/** Lookup options (docs/product.md#lookup-options) and the lookup requests (#lookup-calls). */
import { z } from 'zod';
import { envelope } from './api.ts';
import { coercedId, optionalId } from './fields.ts';

export const LookupOptionSchema = z.object({ Value: z.string(), Text: z.string() });
export type LookupOption = z.infer<typeof LookupOptionSchema>;

/**
 * Every list lookup's answer (companydata, Fueldata, statenamedata,
 * citynamedata, activemodel/{id} ...) and AddCity's (the state's cities):
 * `Data` is a list of Value/Text options.
 */
export const LookupListAnswerSchema = envelope(z.array(LookupOptionSchema));

/** GET /api/Common/statenamedata?countryid= */
export const StateQuerySchema = z.object({ countryid: optionalId.default(1) });
/** GET /api/Common/citynamedata?countryid=&stateid= */
export const CityQuerySchema = z.object({
  countryid: optionalId.default(1),
  stateid: optionalId,
});
/** POST /api/Common/veriantandcolour (form-encoded companyid, Modelid). */
export const VariantColourRequestSchema = z.object({
  companyid: optionalId,
  Modelid: coercedId('Modelid is required'),
});
export const VariantColourSchema = z.object({
  veriantdata: z.array(LookupOptionSchema),
  Colourdata: z.array(LookupOptionSchema),
});
export type VariantsAndColours = z.infer<typeof VariantColourSchema>;
/** POST /api/Common/veriantandcolour: a model's variants and the colours. */
export const VariantColourAnswerSchema = envelope(VariantColourSchema);

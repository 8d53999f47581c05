/**
 * Search request (GetDetailsofcarsbySCCM_data,
 * docs/product.md#home-and-search-calls) and Home paging. Field names are kept
 * as on the wire; all arrive form-encoded as strings. `nCity` may be a city id
 * (what Home's city dropdown sends) or a city name.
 */
import { z } from 'zod';
import { DEFAULT_VEHICLE_TYPE, SEARCH_SORTS } from '../constants.ts';
import { hasControlChars, optionalId, optionalText, optionalWhole } from './fields.ts';
import { keywordText } from './keyword-search.ts';

export { SEARCH_SORTS, type SearchSort } from '../constants.ts';

const page = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v),
  z.coerce
    .number()
    .int('pageindex must be a whole number')
    .min(1, 'pageindex must be 1 or more')
    .max(100_000)
    .default(1),
);

/**
 * The search's criteria: every field of the search call but its paging
 * (also what a saved search keeps, docs/product.md#saved-searches).
 */
export const SearchCriteriaFields = z.object({
  nState: optionalId,
  nCity: optionalText(60),
  companyid: optionalId,
  carmodelid: optionalId,
  lowerprice: optionalWhole,
  upperprice: optionalWhole,
  kmbelow: optionalWhole,
  kmupper: optionalWhole,
  modelyearstart: optionalWhole,
  modelyear: optionalWhole,
  owner: optionalWhole,
  fueltypeid: optionalId,
  vehicleid: optionalId.default(DEFAULT_VEHICLE_TYPE),
  Gearid: optionalId,
  /** Extension: result order, newest first by default (docs/product.md#listings-and-search). */
  sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(SEARCH_SORTS).default('newest')),
  /** Extension: free text read against the catalogue (docs/product.md#keyword-search). */
  q: keywordText,
});

type RangeFields = Partial<
  Record<
    'lowerprice' | 'upperprice' | 'kmbelow' | 'kmupper' | 'modelyearstart' | 'modelyear',
    number
  >
>;

/** `schema` with each range's low end checked against its high end. */
export function withRangeChecks<S extends z.ZodType<RangeFields>>(schema: S) {
  return schema
    .refine(
      (r) =>
        r.lowerprice === undefined || r.upperprice === undefined || r.lowerprice <= r.upperprice,
      { message: 'lowerprice must not exceed upperprice', path: ['lowerprice'] },
    )
    .refine((r) => r.kmbelow === undefined || r.kmupper === undefined || r.kmbelow <= r.kmupper, {
      message: 'kmbelow must not exceed kmupper',
      path: ['kmbelow'],
    })
    .refine(
      (r) =>
        r.modelyearstart === undefined ||
        r.modelyear === undefined ||
        r.modelyearstart <= r.modelyear,
      { message: 'modelyearstart must not exceed modelyear', path: ['modelyearstart'] },
    );
}

export const SearchRequestSchema = withRangeChecks(
  SearchCriteriaFields.extend({
    pageindex: page,
    /** Extension: opaque keyset cursor from the previous page's `NextCursor`; when given, pageindex is ignored. */
    cursor: optionalText(200),
    /** Extension: only this dealer's cars (its `Rand`; a showroom page, docs/decisions/046-showroom-pages.md). */
    dealer: optionalText(20),
  }),
);
export type SearchCriteria = z.infer<typeof SearchCriteriaFields>;
export type SearchRequest = z.infer<typeof SearchRequestSchema>;

/** GET /api/Carmaster/GetRandomly2Car_cars?Pageindex= (plus optional cursor). */
export const HomePageQuerySchema = z.object({ Pageindex: page, cursor: optionalText(200) });

/** GET /api/Carmaster/GetdetailsofCarsbyRandomid?Randomno= */
export const CarDetailsQuerySchema = z.object({
  Randomno: z
    .string({ error: 'Randomno is required' })
    .trim()
    .min(1, 'Randomno is required')
    .max(64)
    .refine((s) => !hasControlChars(s), 'Randomno is invalid'),
});

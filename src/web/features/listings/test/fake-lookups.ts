/** Lookup lists for component tests: fixed catalogue hooks and a fetch stub for the form's own lookups. */
import type { UseQueryResult } from '@tanstack/react-query';
import type { LookupOption } from '#shared/schemas/lookup.ts';
import type { ListingLookups } from '../api/listing-lookups.ts';

const opts = (...names: string[]): LookupOption[] =>
  names.map((Text, i) => ({ Value: String(i + 1), Text }));

const result = (data: LookupOption[]) =>
  ({ data, isLoading: false, isPending: false, isSuccess: true }) as UseQueryResult<LookupOption[]>;

const idle = () =>
  ({ data: undefined, isLoading: false, isPending: true, isSuccess: false }) as UseQueryResult<
    LookupOption[]
  >;

export const VEHICLE_TYPES = opts('Car', 'Commercial Vehicle', 'Two Wheeler');
export const COMPANIES = opts('Tata', 'Hyundai');
export const MODELS: Record<string, LookupOption[]> = {
  '1': [
    { Value: '67', Text: 'Nexon' },
    { Value: '68', Text: 'Nexon EV' },
  ],
  '2': [{ Value: '45', Text: 'Creta' }],
};
export const FUELS = opts('Petrol', 'Diesel', 'CNG');
export const GEARS = opts('Manual', 'Automatic');

export const fakeLookups: ListingLookups = {
  useVehicleTypes: () => result(VEHICLE_TYPES),
  useCompanies: () => result(COMPANIES),
  useModels: (companyId) => (companyId ? result(MODELS[companyId] ?? []) : idle()),
  useFuels: () => result(FUELS),
  useGears: () => result(GEARS),
};

/** Answers Featuresdata and veriantandcolour like the server; records the calls. */
export function lookupFetch(calls: string[] = []) {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? 'GET'} ${url} ${init?.body ?? ''}`.trim());
    const json = (Data: unknown) =>
      new Response(JSON.stringify({ Success: true, Message: 'Success', Data }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    if (url.includes('Featuresdata')) return json(opts('ABS with EBD', 'Rear Parking Camera'));
    if (url.includes('veriantandcolour')) {
      return json({
        veriantdata: [
          { Value: '501', Text: 'XZ Plus' },
          { Value: '502', Text: 'XM' },
        ],
        Colourdata: [
          { Value: '801', Text: 'Flame Red' },
          { Value: '802', Text: 'Calgary White' },
        ],
      });
    }
    return new Response(JSON.stringify({ Success: false, Message: 'Not Found', Data: null }), {
      status: 404,
    });
  };
}

/**
 * Every React Query key of the web app, in one place, so that a query, its
 * prefetch in a page loader, the server render's dehydrated cache and every
 * invalidation name the same thing. A feature's keys start with its own
 * prefix; invalidating a prefix (`queryKeys.cars.all`) reaches every query
 * below it.
 */
export const queryKeys = {
  catalog: {
    all: ['catalog'] as const,
    /** The fixed lists: companies, fuels, gears, vehicleTypes, states (of the product's country). */
    list: (name: string) => ['catalog', name] as const,
    /** Prefix of every citiesOfState list (refreshed when someone adds a city). */
    cities: ['catalog', 'cities'] as const,
    citiesOfState: (stateId: string) => ['catalog', 'cities', stateId] as const,
    models: (companyId: string) => ['catalog', 'models', companyId] as const,
    countries: ['catalog', 'countries'] as const,
    statesOf: (countryId: string) => ['catalog', 'states-of', countryId] as const,
    citiesOf: (countryId: string, stateId: string) =>
      ['catalog', 'cities-of', countryId, stateId] as const,
    features: ['catalog', 'features'] as const,
    variantsAndColours: (companyId: string, modelId: string) =>
      ['catalog', 'variants-colours', companyId, modelId] as const,
  },
  cars: {
    all: ['cars'] as const,
    home: ['cars', 'home'] as const,
    search: <Filters>(filters: Filters) => ['cars', 'search', filters] as const,
    landing: (slug: string) => ['cars', 'landing', slug] as const,
    details: (rand: string) => ['cars', 'details', rand] as const,
    similar: (rand: string) => ['cars', 'similar', rand] as const,
  },
  landing: {
    page: (slug: string) => ['landing', slug] as const,
    links: ['landing', 'links'] as const,
  },
  listings: {
    all: ['listings'] as const,
    mine: ['listings', 'mine'] as const,
    editable: (rand: string) => ['listings', 'edit', rand] as const,
  },
  listingPhotos: (carnumber: string) => ['listing-photos', carnumber] as const,
  favourites: ['favourites'] as const,
  dealer: {
    all: ['dealer'] as const,
    /** Whether the signed-in user is a dealer (GET /api/Dealer/Me). */
    me: ['dealer', 'me'] as const,
    inventory: (q: string, status: string) => ['dealer', 'inventory', q, status] as const,
    /** The owner's team (GET /api/Dealer/Team/List). */
    team: ['dealer', 'team'] as const,
  },
  enquiries: {
    all: ['enquiries'] as const,
    list: ['enquiries', 'list'] as const,
    newCount: ['enquiries', 'new-count'] as const,
    listingStats: ['enquiries', 'listing-stats'] as const,
  },
  /** My data's reads (features/my-data). */
  account: {
    consents: ['account', 'consents'] as const,
    sharedWith: ['account', 'shared-with'] as const,
  },
  /** The signed-in person's grievances (features/grievances). */
  grievances: ['grievances'] as const,
  savedSearches: {
    all: ['saved-searches'] as const,
    list: ['saved-searches', 'list'] as const,
    alerts: ['saved-searches', 'alerts'] as const,
    describe: (criteria: string) => ['saved-searches', 'describe', criteria] as const,
  },
  admin: {
    all: ['admin'] as const,
    reports: ['admin', 'reports'] as const,
    blocks: ['admin', 'blocks'] as const,
    hidden: ['admin', 'hidden'] as const,
    flags: ['admin', 'flags'] as const,
    audit: ['admin', 'audit'] as const,
    grievances: ['admin', 'grievances'] as const,
    banners: ['admin', 'banners'] as const,
    dealers: (q: string) => ['admin', 'dealers', q] as const,
  },
  profile: ['profile'] as const,
  site: { settings: ['site', 'settings'] as const },
  banners: ['banners'] as const,
};

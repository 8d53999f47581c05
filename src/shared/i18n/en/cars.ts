/**
 * The buyer's car lists, filters and search (docs/product.md#home, #search,
 * #keyword-search, #compare, #wishlist): the words of src/web/features'
 * catalog, cars, keyword-search, landing, banners, compare and favourites,
 * and the names of a car's facts, which the car page's specifications share
 * (its own words are in car-page.ts).
 * Its functions ride in every page's start (the app's shell imports this
 * module): a message with values that only one lazy part shows lives in
 * that part's module (compare.ts, keyword-search.ts, footer.ts, landing.ts,
 * account.ts, car-page.ts, sell.ts).
 */

// A car's facts: the filters' labels, the compare table's rows, the car page's specifications, the suggestions' kinds.
export const factState = 'State';
export const factCity = 'City';
export const factCompany = 'Company';
export const factMake = 'Make';
export const factModel = 'Model';
export const factFuel = 'Fuel';
export const factGear = 'Gear';
export const factYear = 'Year';
export const factKilometres = 'Kilometres';
export const factOwner = 'Owner';
export const factPrice = 'Price';

// Search filters (/search's panel, Home's filter row).
export const filterVehicleType = 'Vehicle type';
export const filterBudget = 'Budget';
/** A filter's empty choice (Fuel, Gear). */
export const filterAny = 'Any';
/** State's empty choice, only beside keywords. */
export const allStates = 'All states';
export const allCities = 'All cities';
export const allCompanies = 'All companies';
export const allModels = 'All models';
/** A range's two selects, named for screen readers: `range` is the range's label ("Budget: minimum"). */
export const rangeMinimum = (range: string) => `${range}: minimum`;
export const rangeMaximum = (range: string) => `${range}: maximum`;
/** Between a range's two selects. */
export const rangeTo = 'to';
/** The phone's Filters button, the form's name and the sidebar's heading. */
export const filtersLabel = 'Filters';
/** After the Filters button's count, for screen readers ("2 active"). */
export const filtersActive = ' active';
export const closeFilters = 'Close filters';
/** The phone's filter sheet's title. */
export const filterCars = 'Filter cars';
export const clearAll = 'Clear all';
/** The filter form's button before the app runs. */
export const applyFilters = 'Apply filters';
/** The filter sheet's button while the first results load. */
export const showResults = 'Show results';
export const noCarsMatch = 'No cars match';
/** The filter sheet's button: `n` cars loaded, `shown` as the button shows it ("24", "24+"). */
export const showCars = (_n: number, shown: string) => `Show ${shown} cars`;

// Sort (/search).
export const sortBy = 'Sort by';
/** The sort's button without JavaScript. */
export const sortButton = 'Sort';
export const sortNewest = 'Newest first';
export const sortPriceLow = 'Price: low to high';
export const sortPriceHigh = 'Price: high to low';
export const sortKmLow = 'Kilometres: low to high';
export const sortYearNewest = 'Year: newest';

// Home's filter row and the search buttons.
export const searchUsedCars = 'Search used cars';
export const searchButton = 'Search';

// Car lists (Home, /search, landing pages).
export const loadingCars = 'Loading cars';
export const carsLoadFailed = "We couldn't load cars right now.";
export const loadMore = 'Load More';
/** Phones' search link on Home: its words around the animated word (an element). */
export const searchCarsBy = <T>(word: T) => ['Search cars by ', word];
/** What the animated word cycles through, read once by screen readers. */
export const searchByChoices = 'city, company, model, fuel or gear';
/** The animated word's words, in order; the first is the still one. */
export const typedWords = ['city', 'company', 'model', 'fuel', 'gear'];

// Keyword search box (header, /search).
export const searchCarsLabel = 'Search cars';
export const suggestionsLabel = 'Suggestions';

// Home's popular cities and makes (landing page links).
export const popularHeading = 'Browse used cars';
export const popularCities = 'Used cars by city';
export const popularMakes = 'Used cars by make';

// Home's banners.
export const offersLabel = 'Offers';

// Compare table (/compare).
export const compareCaption = 'Cars compared, one column each';
export const compareFairPrice = 'Fair-price badge';
export const compareEmi = 'EMI (20% down, 60 months, 12%)';
/** Remove (a car from the comparison, from the wishlist). */
export const removeButton = 'Remove';
export const thisCar = 'this car';
/** After a row's label whose values differ, for screen readers. */
export const differsNote = ' (differs)';

// Wishlist hearts and the Wishlisted Cars page.
export const addToWishlist = 'Add to wishlist';
export const removeFromWishlist = 'Remove from wishlist';
export const loadingWishlist = 'Loading your wishlist';
export const wishlistLoadFailed = "We couldn't load your wishlist right now.";
export const removing = 'Removing...';
export const wishlistEmpty = 'Your wishlist is empty';
export const wishlistEmptyHint =
  'Tap the heart on any car to save it here, then come back to compare and contact sellers.';
export const seeAllCars = 'See All Cars';
/** A city's link: words for screen readers (strings) around the visible name (an element). */
export const usedCarsInCity = <T>(city: T) => ['Used cars in ', city];
/** A make's link: words for screen readers (strings) around the visible name (an element). */
export const usedCarsOfMake = <T>(make: T) => ['Used cars by ', make];
export const bannerAlt = (n: number, count: number) => `CarSetu offer ${n} of ${count}`;

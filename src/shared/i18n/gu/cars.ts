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
export const factState = 'રાજ્ય';
export const factCity = 'શહેર';
export const factCompany = 'કંપની';
export const factMake = 'કંપની';
export const factModel = 'મોડલ';
export const factFuel = 'ફ્યુઅલ';
export const factGear = 'ગિયર';
export const factYear = 'વર્ષ';
export const factKilometres = 'કિલોમીટર';
export const factOwner = 'માલિક';
export const factPrice = 'કિંમત';

// Search filters (/search's panel, Home's filter row).
export const filterVehicleType = 'વાહનનો પ્રકાર';
export const filterBudget = 'બજેટ';
/** A filter's empty choice (Fuel, Gear). */
export const filterAny = 'કોઈ પણ';
/** State's empty choice, only beside keywords. */
export const allStates = 'બધાં રાજ્યો';
export const allCities = 'બધાં શહેરો';
export const allCompanies = 'બધી કંપનીઓ';
export const allModels = 'બધાં મોડલ';
/** A range's two selects, named for screen readers: `range` is the range's label ("બજેટ: ઓછામાં ઓછું"). */
export const rangeMinimum = (range: string) => `${range}: ઓછામાં ઓછું`;
export const rangeMaximum = (range: string) => `${range}: વધુમાં વધુ`;
/** Between a range's two selects. */
export const rangeTo = 'થી';
/** The phone's Filters button, the form's name and the sidebar's heading. */
export const filtersLabel = 'ફિલ્ટર';
/** After the Filters button's count, for screen readers ("2 સક્રિય"). */
export const filtersActive = ' સક્રિય';
export const closeFilters = 'ફિલ્ટર બંધ કરો';
/** The phone's filter sheet's title. */
export const filterCars = 'કાર ફિલ્ટર કરો';
export const clearAll = 'બધું હટાવો';
/** The filter form's button before the app runs. */
export const applyFilters = 'ફિલ્ટર લાગુ કરો';
/** The filter sheet's button while the first results load. */
export const showResults = 'પરિણામો જુઓ';
export const noCarsMatch = 'કોઈ કાર મળી નહીં';
/** The filter sheet's button: `n` cars loaded, `shown` as the button shows it ("24", "24+"). */
export const showCars = (_n: number, shown: string) => `${shown} કાર જુઓ`;

// Sort (/search).
export const sortBy = 'ક્રમ';
/** The sort's button without JavaScript. */
export const sortButton = 'ક્રમ બદલો';
export const sortNewest = 'સૌથી નવી પહેલાં';
export const sortPriceLow = 'કિંમત: ઓછીથી વધુ';
export const sortPriceHigh = 'કિંમત: વધુથી ઓછી';
export const sortKmLow = 'કિલોમીટર: ઓછાથી વધુ';
export const sortYearNewest = 'વર્ષ: સૌથી નવું';

// Home's filter row and the search buttons.
export const searchUsedCars = 'જૂની કાર શોધો';
export const searchButton = 'શોધો';

// Car lists (Home, /search, landing pages).
export const loadingCars = 'કાર લોડ થઈ રહી છે';
export const carsLoadFailed = 'અમે અત્યારે કાર લોડ કરી શક્યા નહીં.';
export const loadMore = 'વધુ કાર જુઓ';
/** Phones' search link on Home: its words around the animated word (an element). */
export const searchCarsBy = <T>(word: T) => ['કાર શોધો: ', word];
/** What the animated word cycles through, read once by screen readers. */
export const searchByChoices = 'શહેર, કંપની, મોડલ, ફ્યુઅલ કે ગિયર';
/** The animated word's words, in order; the first is the still one. */
export const typedWords = ['શહેર', 'કંપની', 'મોડલ', 'ફ્યુઅલ', 'ગિયર'];

// Keyword search box (header, /search).
export const searchCarsLabel = 'કાર શોધો';
export const suggestionsLabel = 'સૂચનો';

// Home's popular cities and makes (landing page links).
export const popularHeading = 'જૂની કાર જુઓ';
export const popularCities = 'શહેર મુજબ જૂની કાર';
export const popularMakes = 'કંપની મુજબ જૂની કાર';

// Home's banners.
export const offersLabel = 'ઑફર';

// Compare table (/compare).
export const compareCaption = 'સરખામણી કરેલી કાર, દરેક કારની એક કૉલમ';
export const compareFairPrice = 'યોગ્ય કિંમતનો બેજ';
export const compareEmi = 'EMI (20% ડાઉન પેમેન્ટ, 60 મહિના, 12%)';
/** Remove (a car from the comparison, from the wishlist). */
export const removeButton = 'હટાવો';
export const thisCar = 'આ કાર';
/** After a row's label whose values differ, for screen readers. */
export const differsNote = ' (અલગ છે)';

// Wishlist hearts and the Wishlisted Cars page.
export const addToWishlist = 'વિશલિસ્ટમાં ઉમેરો';
export const removeFromWishlist = 'વિશલિસ્ટમાંથી હટાવો';
export const loadingWishlist = 'તમારી વિશલિસ્ટ લોડ થઈ રહી છે';
export const wishlistLoadFailed = 'અમે અત્યારે તમારી વિશલિસ્ટ લોડ કરી શક્યા નહીં.';
export const removing = 'હટાવી રહ્યા છીએ...';
export const wishlistEmpty = 'તમારી વિશલિસ્ટ ખાલી છે';
export const wishlistEmptyHint =
  'કોઈ પણ કાર પર હાર્ટને ટૅપ કરીને તેને અહીં સેવ કરો, પછી પાછા આવીને સરખામણી કરો અને વેચનારનો સંપર્ક કરો.';
export const seeAllCars = 'બધી કાર જુઓ';
/** A city's link: words for screen readers (strings) around the visible name (an element). */
export const usedCarsInCity = <T>(city: T) => [city, 'માં જૂની કાર'];
/** A make's link: words for screen readers (strings) around the visible name (an element). */
export const usedCarsOfMake = <T>(make: T) => [make, 'ની જૂની કાર'];
export const bannerAlt = (n: number, count: number) => `CarSetu ઑફર ${count}માંથી ${n}`;

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
import { pluralIndic } from '../plural.ts';

// A car's facts: the filters' labels, the compare table's rows, the car page's specifications, the suggestions' kinds.
export const factState = 'राज्य';
export const factCity = 'शहर';
export const factCompany = 'कंपनी';
export const factMake = 'कंपनी';
export const factModel = 'मॉडल';
export const factFuel = 'फ़्यूल';
export const factGear = 'गियर';
export const factYear = 'साल';
export const factKilometres = 'किलोमीटर';
export const factOwner = 'मालिक';
export const factPrice = 'कीमत';

// Search filters (/search's panel, Home's filter row).
export const filterVehicleType = 'गाड़ी का प्रकार';
export const filterBudget = 'बजट';
/** A filter's empty choice (Fuel, Gear). */
export const filterAny = 'कोई भी';
/** State's empty choice, only beside keywords. */
export const allStates = 'सभी राज्य';
export const allCities = 'सभी शहर';
export const allCompanies = 'सभी कंपनियाँ';
export const allModels = 'सभी मॉडल';
/** A range's two selects, named for screen readers: `range` is the range's label ("बजट: कम से कम"). */
export const rangeMinimum = (range: string) => `${range}: कम से कम`;
export const rangeMaximum = (range: string) => `${range}: ज़्यादा से ज़्यादा`;
/** Between a range's two selects. */
export const rangeTo = 'से';
/** The phone's Filters button, the form's name and the sidebar's heading. */
export const filtersLabel = 'फ़िल्टर';
/** After the Filters button's count, for screen readers ("2 सक्रिय"). */
export const filtersActive = ' सक्रिय';
export const closeFilters = 'फ़िल्टर बंद करें';
/** The phone's filter sheet's title. */
export const filterCars = 'कारें फ़िल्टर करें';
export const clearAll = 'सब हटाएँ';
/** The filter form's button before the app runs. */
export const applyFilters = 'फ़िल्टर लगाएँ';
/** The filter sheet's button while the first results load. */
export const showResults = 'नतीजे देखें';
export const noCarsMatch = 'कोई कार नहीं मिली';
/** The filter sheet's button: `n` cars loaded, `shown` as the button shows it ("24", "24+"). */
export const showCars = (n: number, shown: string) =>
  pluralIndic(n, `${shown} कार देखें`, `${shown} कारें देखें`);

// Sort (/search).
export const sortBy = 'क्रम';
/** The sort's button without JavaScript. */
export const sortButton = 'क्रम बदलें';
export const sortNewest = 'सबसे नई पहले';
export const sortPriceLow = 'कीमत: कम से ज़्यादा';
export const sortPriceHigh = 'कीमत: ज़्यादा से कम';
export const sortKmLow = 'किलोमीटर: कम से ज़्यादा';
export const sortYearNewest = 'साल: सबसे नया';

// Home's filter row and the search buttons.
export const searchUsedCars = 'पुरानी कारें खोजें';
export const searchButton = 'खोजें';

// Car lists (Home, /search, landing pages).
export const loadingCars = 'कारें लोड हो रही हैं';
export const carsLoadFailed = 'हम अभी कारें लोड नहीं कर सके।';
export const loadMore = 'और कारें देखें';
/** Phones' search link on Home: its words around the animated word (an element). */
export const searchCarsBy = <T>(word: T) => ['कार खोजें: ', word];
/** What the animated word cycles through, read once by screen readers. */
export const searchByChoices = 'शहर, कंपनी, मॉडल, फ़्यूल या गियर';
/** The animated word's words, in order; the first is the still one. */
export const typedWords = ['शहर', 'कंपनी', 'मॉडल', 'फ़्यूल', 'गियर'];

// Keyword search box (header, /search).
export const searchCarsLabel = 'कारें खोजें';
export const suggestionsLabel = 'सुझाव';

// Home's popular cities and makes (landing page links).
export const popularHeading = 'पुरानी कारें देखें';
export const popularCities = 'शहर के हिसाब से पुरानी कारें';
export const popularMakes = 'कंपनी के हिसाब से पुरानी कारें';

// Home's banners.
export const offersLabel = 'ऑफ़र';

// Compare table (/compare).
export const compareCaption = 'तुलना की गई कारें, हर कार का एक कॉलम';
export const compareFairPrice = 'सही कीमत का बैज';
export const compareEmi = 'EMI (20% डाउन पेमेंट, 60 महीने, 12%)';
/** Remove (a car from the comparison, from the wishlist). */
export const removeButton = 'हटाएँ';
export const thisCar = 'इस कार';
/** After a row's label whose values differ, for screen readers. */
export const differsNote = ' (अलग है)';

// Wishlist hearts and the Wishlisted Cars page.
export const addToWishlist = 'विशलिस्ट में जोड़ें';
export const removeFromWishlist = 'विशलिस्ट से हटाएँ';
export const loadingWishlist = 'आपकी विशलिस्ट लोड हो रही है';
export const wishlistLoadFailed = 'हम अभी आपकी विशलिस्ट लोड नहीं कर सके।';
export const removing = 'हटा रहे हैं...';
export const wishlistEmpty = 'आपकी विशलिस्ट खाली है';
export const wishlistEmptyHint =
  'किसी भी कार पर दिल के निशान को टैप करके उसे यहाँ सेव करें, फिर वापस आकर तुलना करें और विक्रेताओं से संपर्क करें।';
export const seeAllCars = 'सभी कारें देखें';
/** A city's link: words for screen readers (strings) around the visible name (an element). */
export const usedCarsInCity = <T>(city: T) => [city, ' में पुरानी कारें'];
/** A make's link: words for screen readers (strings) around the visible name (an element). */
export const usedCarsOfMake = <T>(make: T) => [make, ' की पुरानी कारें'];
export const bannerAlt = (n: number, count: number) => `CarSetu ऑफ़र ${count} में से ${n}`;

/**
 * The app's frame (docs/product.md#header, #footer-and-bottom-bar,
 * #screens-and-routes): header, menus, footer, bottom bar, the login prompt,
 * the error screens and the offline page; the shared pieces (car card, form
 * fields, dialogs, spinners); the titles and words of the route pages
 * (src/web/app/routes).
 * Its functions ride in every page's start (the app's shell imports this
 * module): a message with values that only one lazy part shows lives in
 * that part's module (compare.ts, keyword-search.ts, footer.ts, landing.ts,
 * account.ts, car-page.ts, sell.ts).
 */

// Page names: the menus, footer, bottom bar, breadcrumbs and page titles.
export const navHome = 'Home';
export const navSearch = 'Find Used Cars';
export const navSell = 'Sell Your Car';
export const navMyVehicles = 'My Vehicles';
export const navContact = 'Contact Us';
export const navProfile = 'Profile';
export const navWishlist = 'Wishlist';
export const navEnquiries = 'Enquiries';
export const navMyAlerts = 'My alerts';
export const navMyData = 'My data';
export const navDealerWorkspace = 'Dealer Workspace';
export const navDeleteAccount = 'Delete Account Permanently';

// Header and its menus.
export const logoHomeLabel = 'CarSetu home';
export const mainMenuLabel = 'Main';
export const callUsPrefix = 'Call us: ';
export const emailUsPrefix = 'E-mail us: ';
export const headerSearchPlaceholder = 'Search cars';
export const accountMenu = 'Account';
export const openMenu = 'Open menu';
export const closeMenu = 'Close menu';
export const loginButton = 'Login';
export const loginSignupButton = 'Login/Signup';
export const logoutButton = 'Logout';

// Bottom bar (phones).
export const quickLinksLabel = 'Quick links';
export const bottomBuyCar = 'Buy Car';
export const bottomSellCar = 'Sell Car';

// Footer and the social links.
export const footerTagline =
  'Find verified used cars from trusted dealers and private sellers across India, or list your own car for free.';
export const footerBuySell = 'Buy & Sell';
export const footerCompanyPolicies = 'Company & Policies';
export const footerGetInTouch = 'Get in touch';
/** Before the Grievance Officer's name in the footer (issue 44 part 2). */
export const footerGrievanceOfficer = 'Grievance Officer';
export const onFacebook = 'CarSetu on Facebook';
export const onInstagram = 'CarSetu on Instagram';

// The language switcher (header, mobile menu, footer).
export const languageLabel = 'Language';

// The frame around every page.
export const skipToContent = 'Skip to content';
export const loadingPage = 'Loading page';
export const loginLoadFailed = "We couldn't open the login. Please check your internet connection.";
export const reload = 'Reload';

// Words shared by many screens.
export const loadingLabel = 'Loading...';
export const pleaseWait = 'Please wait...';
export const tryAgain = 'Try again';
export const closeButton = 'Close';
export const yes = 'Yes';
export const no = 'No';
export const breadcrumbLabel = 'Breadcrumb';
export const optionalMarker = '(optional)';

// Error screen and 404 page.
export const notFoundText =
  "We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.";
export const errorText =
  'Sorry, something went wrong on our side while showing this page. Please try again, or head back to the home page to keep browsing cars.';
export const goHome = 'Go to Home';
export const browseUsedCars = 'Browse used cars';
export const notFoundTitle = 'Page not found';
export const errorTitle = 'Something went wrong';

// Login prompt on pages that need sign-in, and why each page needs it.
export const pleaseLogIn = 'Please log in';
export const keepBrowsing = 'Keep browsing cars';
export const loginToSell = 'Log in with your mobile number to list your car for sale. It is free.';
export const loginToWishlist = 'Log in with your mobile number to see the cars you have saved.';
export const loginToProfile = 'Log in with your mobile number to see and edit your profile.';
export const loginToMyVehicles =
  'Log in with your mobile number to manage the cars you have listed.';
export const loginToEnquiries =
  'Log in with your mobile number to see the buyers who asked about your cars.';
export const loginToAlerts =
  'Log in with your mobile number to save searches and hear of new cars on WhatsApp.';
export const loginToDealer =
  "Log in with your dealership's registered mobile number to manage your cars.";
export const loginToImport =
  "Log in with your dealership's registered mobile number to import your cars.";

// Page titles of the signed-in pages.
export const wishlistTitle = 'Wishlisted Cars';
export const dealerWorkspaceTitle = 'Dealer workspace';
export const importCarsTitle = 'Import cars';
export const editCarTitle = 'Edit Your Car';

// Home.
export const homeHeading = 'Used cars for sale in India';
export const homeFilterHeading = 'Find your next car';
export const homeCarsHeading = 'Used cars for sale';
export const homeCarsIntro = 'Handpicked cars from dealers and owners near you';

// Search (/search).
export const searchHeading = 'ALL CARS';
export const saveSearch = 'Save search';
export const searchPlaceholder = 'Try: swift vxi under 5 lakh';
export const resultsHeading = 'Results';
export const clearFilters = 'Clear filters';
export const clearSearch = 'Clear search';
export const loadMoreFailed = "Couldn't load more. Try again";

// Landing pages (/used-cars/{slug}).
export const landingTitle = 'Used cars';
export const filterTheseCars = 'Filter these cars';
export const carsForSale = 'Cars for sale';

// Car page.
export const carDetailsTitle = 'Car details';
export const carDetailsCrumb = 'CAR DETAILS';
export const getSellerDetails = 'Get Seller Details';
export const callSeller = 'Call';

// Compare (/compare).
export const compareHeading = 'Compare cars';
export const compareSold = 'This car has been sold';
export const compareGone = 'This car is no longer listed';
export const compareEmpty = 'No cars to compare yet';
export const compareEmptyHint = 'Open a car and choose Add to compare.';
export const addAnotherCar = 'Add another car';
export const findCarsToCompare = 'Find cars to compare';

// Profile.
export const profileIntro = 'Your name and location are shown to buyers when you list a car.';
export const profileLoadFailed = "We couldn't load your profile.";
export const loadingProfile = 'Loading profile';

// Car card and Add to compare.
export const photoComingSoon = 'Photo coming soon';
export const soldTag = 'Sold';
export const saveToWishlist = (car: string) => `Save ${car} to wishlist`;
export const kmLabel = 'Kilometres driven: ';
export const gearLabel = 'Transmission: ';
export const fuelLabel = 'Fuel: ';
export const priceLabel = 'Price: ';
export const viewDetails = 'View Details';
export const addToCompare = 'Add to compare';
export const addToCompareCount = (n: number) => `Add to compare (${n} cars)`;
export const recentlyViewed = 'Recently viewed';

// Fair-price badge explained (car page, dealer workspace).
export const whatThisMeans = ': what this means';
export const similarCarsExplained =
  "Similar cars: the same model within a year, for sale or sold in the last 90 days, in this state when there are enough; their prices adjusted for kilometres, fuel and gear. It cannot see the car's condition, service history or accidents: inspect the car and its papers.";

// Form fields and photos chosen on the device.
export const mobileLabel = 'Mobile';
export const mobilePlaceholder = '10-digit mobile number';
export const photoUnopenable = 'This photo could not be opened. Please choose another.';
export const cannotPreparePhotos = 'This device cannot prepare photos. Please try another browser.';

// Offline page and the note on a page shown from the device (docs/product.md#offline).
export const offlineTitle = 'You are offline';
export const offlineBody =
  'CarSetu cannot reach the internet right now. Check your connection and try again.';
export const offlineCarsTitle = 'Cars you can open offline';
export const offlineNoCars =
  'The cars you open while online are kept on this device, so you can read them here next time the line drops.';
export const offlineEarlierVisit = 'an earlier visit';
export const savedCopy = (date: string) =>
  `Saved copy from ${date}: this page may have changed since.`;

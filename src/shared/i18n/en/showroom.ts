/**
 * A dealer's showroom page, /dealer/{slug} (issue 45 part 5), its link on the
 * car page and its card in the Dealer Workspace.
 */
import { pluralEn } from '../plural.ts';

/** The page's title and h1's words: "Shree Krishna Motors, used car dealer in Rajkot". */
export const showroomTitle = (firm: string, city: string) => `${firm}, used car dealer in ${city}`;
/** Its description (search results, the WhatsApp preview). */
export const showroomDescription = (firm: string, city: string, cars: number) =>
  pluralEn(
    cars,
    `${firm} in ${city} has 1 used car for sale on CarSetu. See its photos and price, then call or WhatsApp the dealer.`,
    `${firm} in ${city} has ${cars} used cars for sale on CarSetu. See their photos and prices, then call or WhatsApp the dealer.`,
  );
export const usedCarDealer = 'Used car dealer';
export const callDealer = 'Call';
export const whatsappDealer = 'WhatsApp';
export const directions = 'Directions';
export const openingHours = 'Opening hours';
export const everyDay = 'Every day';
/** Sunday first, as the working hours number them (0 = Sunday). */
export const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const hoursRange = (open: string, close: string) => `${open} to ${close}`;
export const aboutDealer = (firm: string) => `About ${firm}`;
export const dealerCarsHeading = (cars: number, shown: string) =>
  pluralEn(cars, `${shown} car for sale`, `${shown} cars for sale`);
export const noDealerCars = 'This dealer has no cars for sale right now.';
export const callMasked = (masked: string) => `Phone ${masked}: tap Call to see the whole number.`;
/** The car page's link under 'Sold by'. */
export const seeDealerCars = 'See all cars from this dealer';
/** The Dealer Workspace's card. */
export const showroomCardTitle = 'Your showroom page';
export const showroomCardIntro =
  'A page of your own with all your cars for sale, to share on WhatsApp and social media.';
export const openShowroom = 'Open your showroom page';
export const shareShowroom = 'Share on WhatsApp';
export const shareShowroomText = (firm: string, url: string) =>
  `See all the used cars for sale at ${firm}: ${url}`;
export const aboutLabel = 'About your dealership';
export const aboutHint =
  'Shown on your showroom page: since when you sell cars, what you offer (loans, exchange, warranty). At most 1,000 characters.';
export const saveShowroom = 'Save';
export const showroomHoursNote = 'The page shows the working hours set on Team.';

/** The server's answers and the form's rule (docs/product.md quotes them). */
export const showroomSaved = 'Showroom page saved';
export const aboutTooLong = 'Please keep the words about your dealership under 1,000 characters.';

/** The workspace card's logo, for owners (the server's answers: docs/product.md quotes them). */
export const logoLabel = 'Logo';
export const logoHint =
  "Shown beside your firm's name on your showroom page: a JPG or PNG picture up to 10 MB. A square picture looks best.";
/** The logo's file button (the browser's own 'Choose File' follows the phone's language, not the page's). */
export const chooseLogo = 'Choose a picture';
export const uploadLogo = 'Upload logo';
export const removeLogo = 'Remove logo';
export const chosenLogoAlt = 'The chosen logo';
export const noLogo = 'No logo yet.';
export const logoSaved = 'Logo saved';
export const logoRemoved = 'Logo removed';
export const logoRequired = 'Please choose a picture for your logo.';
export const logoWrongType = 'Your logo must be a JPG or PNG picture.';
export const logoTooLarge = 'Your logo must be at most 10 MB.';
export const logoUnreadable = 'Your logo could not be read. Please choose another picture.';
export const logoTooManyPixels =
  'Your logo picture is too big. Please choose one under 50 megapixels.';

/**
 * What the server alone writes into public pages' heads (src/server/pages):
 * descriptions, the car page's preview sentence and the breadcrumbs' names.
 * Never imported by the web app (kept out of the browser's code).
 */
export const homeDescription =
  'Buy and sell used cars in India on CarSetu. Search second-hand cars by city, make, model, fuel, budget and kilometres from trusted dealers and owners.';
export const searchDescription =
  'Find used cars for sale across India: filter by state, city, make, model, fuel, gear, year, budget and kilometres, and contact the seller directly.';
export const compareDescription =
  'Used cars side by side on CarSetu: price, fair-price badge, year, kilometres, fuel, gear, owners, city, features and EMI.';
export const contactDescription =
  'Contact CarSetu, Gandhinagar, Gujarat: phone, e-mail and address of the used-car marketplace team.';
export const policyDescriptions = {
  aboutus:
    'CarSetu is a used-car marketplace for India: buyers find cars from dealers and owners and contact them directly. We do not sell cars or take commission.',
  privacypolicy:
    'What CarSetu collects, why, who it is shared with, how long it is kept and your rights.',
  termsandconditions:
    'The terms for using CarSetu to buy and sell used cars, effective 28/07/2025.',
  accountdeletionpolicy:
    'How to ask CarSetu to delete your account permanently, and what is kept afterwards.',
  refundpolicy:
    'Cancel within 24 hours of payment; refunds for unused services or outages over 48 hours, processed in 7-10 business days.',
};

// 404 pages.
export const pageNotFoundDescription = 'This page does not exist.';
export const landingNotFoundDescription =
  'No used cars match this page. See all used cars for sale.';
export const carNotFoundDescription =
  'This car is no longer on CarSetu. See the other used cars for sale.';

// A car's page: "₹6,15,000 · 45,000 km · Diesel · Manual · Surat. <status>".
export const carSoldStatus = 'This car has been sold.';
export const carForSaleStatus = (make: string, model: string) =>
  `Used ${make} ${model} for sale on CarSetu: see photos and get the seller's details.`;

// Breadcrumbs (JSON-LD): Home > city > make > model.
export const crumbHome = 'Home';
export const crumbCity = (city: string) => `Used cars in ${city}`;
export const crumbMake = (make: string) => `Used ${make} cars`;
export const crumbModel = (make: string, model: string) => `Used ${make} ${model} cars`;

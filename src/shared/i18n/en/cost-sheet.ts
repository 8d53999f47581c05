/** The owner's cost sheets in the dealer workspace (issue 45 part 1; docs/decisions/044-cost-sheets.md). */
import { pluralEn } from '../plural.ts';

export const costSheetButton = 'Cost sheet';
export const loadingCosts = 'Loading the cost sheet…';
export const costsLoadFailed = 'The cost sheet did not load.';
export const noCostsYet = 'No cost entered yet. Start with what you paid for the car.';
export const costKindPurchase = 'Purchase';
export const costKindRefurbishment = 'Refurbishment';
export const costKindTransport = 'Transport';
export const costKindRto = 'RTO';
export const costKindInsurance = 'Insurance';
export const costKindOther = 'Other';
export const costKindLabel = 'Cost of';
export const costAmountLabel = 'Amount (₹)';
export const costDateLabel = 'Paid on';
export const costNoteLabel = 'Note (optional)';
export const addCost = 'Add cost';
export const removeCost = 'Remove';
export const netCost = 'Net cost';
export const marginLabel = 'Margin you want (₹)';
export const saveMargin = 'Save margin';
export const minimumPrice = 'Minimum price';
export const askingPrice = 'Asking price';
export const belowMinimum = 'The asking price is below the minimum price.';
export const soldFor = 'Sold for';
export const profit = 'Profit';
export const loss = 'Loss';
/** Days a car has been in stock. */
export const daysInStock = (days: number) =>
  pluralEn(days, '1 day in stock', `${days} days in stock`);
/** The badge of a car in stock `days` or more days. */
export const inStockFor = (days: number) => `${days}+ days`;
export const stockValueHeading = 'Your stock';
export const stockCars = (n: number) => pluralEn(n, '1 car for sale', `${n} cars for sale`);
export const stockCost = 'What it cost';
export const stockAsking = 'What it asks';
export const stockAgeing = 'Days in stock';
export const ageingBand = ['Under 15 days', '15 to 29 days', '30 to 44 days', '45 days or more'];

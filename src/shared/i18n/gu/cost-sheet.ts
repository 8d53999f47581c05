/** The owner's cost sheets in the dealer workspace (issue 45 part 1; docs/decisions/044-cost-sheets.md). */
export const costSheetButton = 'ખર્ચનો હિસાબ';
export const loadingCosts = 'ખર્ચનો હિસાબ લોડ થઈ રહ્યો છે…';
export const costsLoadFailed = 'ખર્ચનો હિસાબ લોડ ન થયો.';
export const noCostsYet = 'હજી કોઈ ખર્ચ લખ્યો નથી. કાર માટે જે કિંમત ચૂકવી તેનાથી શરૂ કરો.';
export const costKindPurchase = 'ખરીદી';
export const costKindRefurbishment = 'રિપેર અને સજાવટ';
export const costKindTransport = 'ટ્રાન્સપોર્ટ';
export const costKindRto = 'RTO';
export const costKindInsurance = 'ઇન્શ્યોરન્સ';
export const costKindOther = 'અન્ય';
export const costKindLabel = 'ખર્ચ શેનો';
export const costAmountLabel = 'રકમ (₹)';
export const costDateLabel = 'ચૂકવણીની તારીખ';
export const costNoteLabel = 'નોંધ (જરૂરી નથી)';
export const addCost = 'ખર્ચ ઉમેરો';
export const removeCost = 'હટાવો';
export const netCost = 'કુલ પડતર';
export const marginLabel = 'તમને જોઈતું માર્જિન (₹)';
export const saveMargin = 'માર્જિન સેવ કરો';
export const minimumPrice = 'ઓછામાં ઓછી કિંમત';
export const askingPrice = 'માંગેલી કિંમત';
export const belowMinimum = 'માંગેલી કિંમત ઓછામાં ઓછી કિંમતથી ઓછી છે.';
export const soldFor = 'આટલામાં વેચાઈ';
export const profit = 'નફો';
export const loss = 'ખોટ';
/** Days a car has been in stock. */
export const daysInStock = (days: number) => `${days} દિવસથી સ્ટોકમાં`;
/** The badge of a car in stock `days` or more days. */
export const inStockFor = (days: number) => `${days}+ દિવસ`;
export const stockValueHeading = 'તમારો સ્ટોક';
export const stockCars = (n: number) => `વેચાણ માટે ${n} કાર`;
export const stockCost = 'કુલ પડતર';
export const stockAsking = 'કુલ માંગેલી કિંમત';
export const stockAgeing = 'સ્ટોકમાં દિવસ';
export const ageingBand = ['15 દિવસથી ઓછા', '15થી 29 દિવસ', '30થી 44 દિવસ', '45 દિવસ કે વધુ'];

/**
 * The keyword search form's words with values (src/web/features/keyword-search, a chunk of its own): apart from cars.ts, whose functions ride in every page's start.
 */
/** What the keywords were read as: the words (an element) after the label. */
export const searchingFor = <T>(words: T) => ['खोज रहे हैं: ', words];
/** The keywords that named nothing, `words` joined with commas. */
export const notRecognised = (words: string) => `समझ नहीं आया: ${words}`;

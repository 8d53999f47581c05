/** index.html's own words (vite.config.ts writes them in per build): until a page has its head and app. */
export const defaultTitle = 'ભારતમાં વેચાણ માટે જૂની કાર | CarSetu';
export const defaultDescription =
  'CarSetu પર ભારતમાં જૂની કાર ખરીદો અને વેચો. ભરોસાપાત્ર ડીલરો અને માલિકોની સેકન્ડ-હેન્ડ કાર શહેર, કંપની, મોડલ, ફ્યુઅલ, બજેટ અને કિલોમીટરથી શોધો.';
export const loadingLabel = 'CarSetu ખૂલી રહ્યું છે';
export const noScript =
  'કાર બતાવવા માટે CarSetuને JavaScript જોઈએ. કૃપા કરીને તેને ચાલુ કરો, અથવા આ પેજ બીજા બ્રાઉઝરમાં ખોલો.';

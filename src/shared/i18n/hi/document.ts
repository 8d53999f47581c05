/** index.html's own words (vite.config.ts writes them in per build): until a page has its head and app. */
export const defaultTitle = 'भारत में बिक्री के लिए पुरानी कारें | CarSetu';
export const defaultDescription =
  'CarSetu पर भारत में पुरानी कारें खरीदें और बेचें। भरोसेमंद डीलरों और मालिकों की सेकंड-हैंड कारें शहर, कंपनी, मॉडल, फ़्यूल, बजट और किलोमीटर से खोजें।';
export const loadingLabel = 'CarSetu खुल रहा है';
export const noScript =
  'कारें दिखाने के लिए CarSetu को JavaScript चाहिए। कृपया इसे चालू करें, या यह पेज किसी दूसरे ब्राउज़र में खोलें।';

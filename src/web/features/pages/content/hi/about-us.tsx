/**
 * About Us (/page/AboutUs): who CarSetu is, what it offers buyers and
 * sellers and dealers, what it is not (it does not own, buy or sell cars, take
 * payments for cars or charge commission), and the contact details.
 * Hindi text of docs/product.md#policy-pages (the English is content/en/);
 * contact details come from the site settings, never literals.
 */
import type { SiteSettings } from '#shared/schemas/site.ts';
import { COMPANY } from '../../company.ts';
import { List, Mail, Section } from '../../components/PolicyLayout.tsx';

export function AboutUs(site: SiteSettings) {
  return (
    <>
      <Section title="हम कौन हैं">
        <p>
          CarSetu भारत के लिए पुरानी कारों का मार्केटप्लेस है और गांधीनगर, गुजरात स्थित {COMPANY} का एक ब्रांड है।{' '}
          <em>सेतु</em> का अर्थ है पुल: हम अच्छी पुरानी कार ढूँढ रहे लोगों को उन डीलरों और निजी विक्रेताओं से जोड़ते हैं
          जिनके पास ऐसी कार है।
        </p>
      </Section>
      <Section title="खरीदारों के लिए">
        <List>
          <li>राज्य, शहर, कंपनी, मॉडल, फ़्यूल, गियर, साल, बजट और किलोमीटर के अनुसार कारें देखें।</li>
          <li>कार देखने जाने से पहले उसकी फ़ोटो, स्पेसिफ़िकेशन और फ़ीचर देखें।</li>
          <li>
            अपना नाम और मोबाइल नंबर देकर सबसे अच्छी कीमत या विक्रेता की जानकारी माँगें; विक्रेता सीधे आपसे संपर्क
            करता है।
          </li>
          <li>अपने मोबाइल नंबर से लॉग इन करके कारों को अपनी विशलिस्ट में सेव करें।</li>
        </List>
      </Section>
      <Section title="विक्रेताओं और डीलरों के लिए">
        <p>
          कोई भी लॉग इन करके अपनी कार मुफ़्त में लिस्ट कर सकता है। डीलरों के लिए CarSetu एक कार बिज़नेस मैनेजर भी
          है: लॉट पर खड़ी हर कार का इन्वेंटरी मैनेजमेंट, WhatsApp पर मिलने वाली पूछताछ, और WhatsApp स्टेटस
          प्रमोशन, जिससे नया स्टॉक एक टैप में ग्राहकों तक पहुँचाया जा सके।
        </p>
      </Section>
      <Section title="हम क्या नहीं हैं">
        <p>
          CarSetu न तो कारों का मालिक है, न उन्हें खरीदता या बेचता है, न कारों के लिए भुगतान लेता है और न ही
          किसी बिक्री पर कोई कमीशन लेता है। सौदा, भुगतान और कागज़ी कार्रवाई खरीदार और विक्रेता के बीच होती है।
          भुगतान करने से पहले हमेशा कार खुद देखें और उसके कागज़ात की जाँच करें।
        </p>
      </Section>
      <Section title="संपर्क">
        <p>
          {site.address}। फ़ोन {site.phone}, ई-मेल <Mail email={site.email} />।
        </p>
      </Section>
    </>
  );
}

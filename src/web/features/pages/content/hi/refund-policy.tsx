/**
 * The Cancellation and Refund Policy (/page/Refundpolicy): browsing and
 * listing are free, so it covers only the paid services for dealers:
 * cancelling within 24 hours, when a refund is given, how to ask for one.
 * Hindi text of docs/product.md#policy-pages (the English is content/en/);
 * contact details come from the site settings, never literals.
 */
import type { SiteSettings } from '#shared/schemas/site.ts';
import { List, Mail, Section } from '../../components/PolicyLayout.tsx';

export function Refund(site: SiteSettings) {
  return (
    <>
      <p>
        CarSetu पर कारें देखना, विक्रेताओं से संपर्क करना और अपनी कार लिस्ट करना मुफ़्त है। यह नीति केवल डीलरों की
        पेड सेवाओं (जैसे कार बिज़नेस मैनेजर और WhatsApp स्टेटस प्रमोशन) पर लागू होती है। CarSetu कारों के लिए कभी
        कोई भुगतान नहीं लेता।
      </p>
      <Section title="रद्द करना">
        <p>
          आप भुगतान के 24 घंटों के भीतर किसी पेड सेवा को रद्द कर सकते हैं। इसके लिए अपने रजिस्टर्ड मोबाइल नंबर और
          भुगतान रेफ़रेंस के साथ हमें <Mail email={site.email} /> पर लिखें।
        </p>
      </Section>
      <Section title="रिफ़ंड">
        <p>रिफ़ंड केवल इन स्थितियों में दिया जाता है:</p>
        <List>
          <li>सेवा भुगतान के 24 घंटों के भीतर रद्द की गई हो और उसका इस्तेमाल न हुआ हो; या</li>
          <li>हमारी ओर की किसी तकनीकी खराबी के कारण सेवा 48 घंटों से ज़्यादा समय तक उपलब्ध न रही हो।</li>
        </List>
        <p>
          एक बार लगने वाली सेटअप और कस्टमाइज़ेशन फ़ीस वापस नहीं की जाती, और न ही पहले से इस्तेमाल की जा चुकी
          सेवाओं या सेवा के हिस्सों का पैसा।
        </p>
      </Section>
      <Section title="रिफ़ंड का अनुरोध कैसे करें">
        <p>
          अपने रजिस्टर्ड मोबाइल नंबर, भुगतान रेफ़रेंस और कारण के साथ <Mail email={site.email} /> पर ई-मेल करें।
          स्वीकृत रिफ़ंड 7-10 कामकाजी दिनों के अंदर उसी माध्यम में भेजे जाते हैं जिससे भुगतान किया गया था।
        </p>
      </Section>
    </>
  );
}

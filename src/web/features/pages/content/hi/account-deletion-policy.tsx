/**
 * The Account Deletion Policy (/page/accountdeletionpolicy): how to ask for
 * an account and its personal data to be deleted, and what happens then.
 * Hindi text of docs/product.md#policy-pages (the English is content/en/);
 * contact details come from the site settings, never literals.
 */
import type { SiteSettings } from '#shared/schemas/site.ts';
import { List, Mail, Section } from '../../components/PolicyLayout.tsx';

export function AccountDeletion(site: SiteSettings) {
  return (
    <>
      <p>आप किसी भी समय हमसे अपना CarSetu अकाउंट और उससे जुड़ा निजी डेटा डिलीट करने के लिए कह सकते हैं।</p>
      <Section title="डिलीट करने का अनुरोध कैसे करें">
        <p>
          <Mail email={site.email} /> पर "मेरा अकाउंट डिलीट करें" विषय के साथ ई-मेल भेजें, और उसमें यह जानकारी
          दें:
        </p>
        <List>
          <li>आपका पूरा नाम, जैसा आपकी प्रोफ़ाइल में है;</li>
          <li>आपके अकाउंट से जुड़ा ई-मेल पता और मोबाइल नंबर।</li>
        </List>
        <p>
          यह पुष्टि करने के लिए कि अनुरोध सचमुच आपका ही है, हम उस मोबाइल नंबर पर आपसे संपर्क कर सकते हैं। अनुरोध की
          पुष्टि होने के 30 दिनों के भीतर हम डिलीट करने की प्रक्रिया पूरी कर देते हैं।
        </p>
      </Section>
      <Section title="इसके बाद क्या होता है">
        <List>
          <li>आपकी प्रोफ़ाइल, लिस्टिंग, फ़ोटो और विशलिस्ट CarSetu से हटा दी जाती हैं।</li>
          <li>
            <strong>डिलीट करना स्थायी है और इसे वापस नहीं लिया जा सकता।</strong> डिलीट की गई लिस्टिंग और
            फ़ोटो दोबारा प्राप्त नहीं की जा सकतीं।
          </li>
          <li>
            कुछ डेटा वहाँ रखा जाता है जहाँ कानून इसकी माँग करता है, या धोखाधड़ी रोकने और विवाद सुलझाने के लिए (जैसे
            पूछताछ के रिकॉर्ड और भुगतान के रिकॉर्ड, यदि कोई हों), और केवल उतने समय तक जितना ज़रूरी हो। विक्रेताओं
            को आप जो पूछताछ पहले ही भेज चुके हैं, वह उन्हीं विक्रेताओं के पास रहती है।
          </li>
          <li>डिलीट होने के बाद CarSetu दोबारा इस्तेमाल करने के लिए आपको नया अकाउंट बनाना होगा।</li>
        </List>
      </Section>
    </>
  );
}

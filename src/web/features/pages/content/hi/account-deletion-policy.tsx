/**
 * The Account Deletion Policy (/page/accountdeletionpolicy): how an account
 * and its personal data are deleted (on My data, or by e-mail), and what
 * happens then (docs/privacy.md#erasure).
 * Hindi text of docs/product.md#policy-pages (the English is content/en/);
 * contact details come from the site settings, never literals.
 */
import { paths } from '#shared/pages/paths.ts';
import type { SiteSettings } from '#shared/schemas/site.ts';
import { Link } from '#web/lib/links.tsx';
import { List, Mail, Section } from '../../components/PolicyLayout.tsx';

export function AccountDeletion(site: SiteSettings) {
  return (
    <>
      <p>आप किसी भी समय अपना CarSetu अकाउंट और उससे जुड़ा निजी डेटा डिलीट कर सकते हैं।</p>
      <Section title="अपना अकाउंट कैसे डिलीट करें">
        <p>
          अपने मोबाइल नंबर से लॉग इन करें,
          <Link
            to={paths.myData}
            className="font-medium text-primary-700 underline underline-offset-2"
          >
            मेरा डेटा
          </Link>
          खोलें और “अपना अकाउंट डिलीट करें” चुनें। यह तुरंत होता है, और आप हर डिवाइस से लॉग आउट हो जाते हैं।
        </p>
        <p>
          अगर आप लॉग इन नहीं कर पा रहे हैं, तो <Mail email={site.email} /> पर "मेरा अकाउंट डिलीट करें" विषय
          के साथ ई-मेल भेजें, जिसमें अपनी प्रोफ़ाइल वाला पूरा नाम और अपने अकाउंट का मोबाइल नंबर दें। अनुरोध आपका ही
          है, यह पक्का करने के लिए हम उस नंबर पर कॉल कर सकते हैं, और 30 दिनों के भीतर इसे पूरा करते हैं।
        </p>
      </Section>
      <Section title="इसके बाद क्या होता है">
        <List>
          <li>
            आपकी प्रोफ़ाइल, कारें और उनकी फ़ोटो, आपकी कारों पर मिली पूछताछ, विशलिस्ट, सेव की गई खोजें, अलर्ट,
            सहमतियाँ, शिकायतें और नॉमिनी डिलीट हो जाते हैं।
          </li>
          <li>
            <strong>डिलीट करना स्थायी है और इसे वापस नहीं लिया जा सकता।</strong> डिलीट की गई कारें और फ़ोटो
            दोबारा नहीं मिल सकतीं।
          </li>
          <li>
            आपकी भेजी पूछताछ उन विक्रेताओं के पास रहती है जिन्हें वह मिली थी, पर आपके नाम और नंबर के बिना, और हर
            विक्रेता को बताया जाता है। कारों के बारे में आपकी भेजी रिपोर्ट हमारी जाँच के लिए रहती हैं, आपके नाम और
            नंबर के बिना। धोखाधड़ी या दुरुपयोग के कारण हमारी टीम का लगाया ब्लॉक हटने तक बना रहता है। हमारे
            ऑपरेटरों के रिकॉर्ड और सर्वर लॉग में आपका नंबर छिपा रहता है, एक साल तक।
          </li>
          <li>
            जिस मोबाइल नंबर से CarSetu पर डीलरशिप चलती है, वह खुद को डिलीट नहीं कर सकता: शिकायत दर्ज करें,
            हम पहले डीलरशिप बंद करेंगे।
          </li>
          <li>
            डिलीट होने के बाद CarSetu दोबारा इस्तेमाल करने के लिए फिर से लॉग इन करें: आपको नया, खाली अकाउंट
            मिलेगा।
          </li>
        </List>
      </Section>
    </>
  );
}

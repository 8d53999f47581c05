/**
 * The Cancellation and Refund Policy (/page/Refundpolicy): browsing and
 * listing are free, so it covers only the paid services for dealers:
 * cancelling within 24 hours, when a refund is given, how to ask for one.
 * Gujarati text of docs/product.md#policy-pages (the English is content/en/);
 * contact details come from the site settings, never literals.
 */
import type { SiteSettings } from '#shared/schemas/site.ts';
import { List, Mail, Section } from '../../components/PolicyLayout.tsx';

export function Refund(site: SiteSettings) {
  return (
    <>
      <p>
        CarSetu પર કાર જોવી, વેચનારાઓનો સંપર્ક કરવો અને તમારી પોતાની કાર લિસ્ટ કરવી મફત છે. આ નીતિ ફક્ત
        ડીલરો માટેની પેઇડ સેવાઓ (જેમ કે કાર બિઝનેસ મેનેજર અને WhatsApp સ્ટેટસ પ્રમોશન) પર લાગુ પડે છે. CarSetu કાર
        માટે ક્યારેય ચુકવણી લેતું નથી.
      </p>
      <Section title="રદ કરવું">
        <p>
          તમે ચુકવણીના 24 કલાકની અંદર કોઈ પેઇડ સેવા રદ કરી શકો છો. આ માટે તમારા રજિસ્ટર્ડ મોબાઇલ નંબર અને
          ચુકવણીના રેફરન્સ સાથે અમને <Mail email={site.email} /> પર લખો.
        </p>
      </Section>
      <Section title="રિફંડ">
        <p>રિફંડ ફક્ત આ સંજોગોમાં આપવામાં આવે છે:</p>
        <List>
          <li>સેવા ચુકવણીના 24 કલાકની અંદર રદ કરવામાં આવી હોય અને તેનો ઉપયોગ થયો ન હોય; અથવા</li>
          <li>અમારી બાજુની કોઈ ટેકનિકલ ખામીને કારણે સેવા 48 કલાકથી વધુ સમય સુધી ઉપલબ્ધ ન રહી હોય.</li>
        </List>
        <p>
          એક વખતની સેટઅપ અને કસ્ટમાઇઝેશન ફી પરત મળતી નથી, અને પહેલેથી વપરાયેલી સેવાઓ કે સેવાના ભાગોના પૈસા પણ
          પરત મળતા નથી.
        </p>
      </Section>
      <Section title="રિફંડની વિનંતી કેવી રીતે કરવી">
        <p>
          તમારા રજિસ્ટર્ડ મોબાઇલ નંબર, ચુકવણીના રેફરન્સ અને કારણ સાથે <Mail email={site.email} /> પર ઈ-મેલ
          કરો. મંજૂર થયેલાં રિફંડ 7-10 કામકાજના દિવસોમાં જે માધ્યમથી ચુકવણી થઈ હતી તેમાં જ પાછાં મોકલવામાં આવે છે.
        </p>
      </Section>
    </>
  );
}

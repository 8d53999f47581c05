/**
 * About Us (/page/AboutUs): who CarSetu is, what it offers buyers and
 * sellers and dealers, what it is not (it does not own, buy or sell cars, take
 * payments for cars or charge commission), and the contact details.
 * Gujarati text of docs/product.md#policy-pages (the English is content/en/);
 * contact details come from the site settings, never literals.
 */
import type { SiteSettings } from '#shared/schemas/site.ts';
import { COMPANY } from '../../company.ts';
import { List, Mail, Section } from '../../components/PolicyLayout.tsx';

export function AboutUs(site: SiteSettings) {
  return (
    <>
      <Section title="અમે કોણ છીએ">
        <p>
          CarSetu ભારત માટે જૂની કારનું માર્કેટપ્લેસ છે અને ગાંધીનગર, ગુજરાત સ્થિત {COMPANY}ની એક બ્રાન્ડ છે.{' '}
          <em>સેતુ</em> એટલે પુલ: અમે સારી જૂની કાર શોધતા લોકોને એવા ડીલરો અને ખાનગી વેચનારાઓ સાથે જોડીએ છીએ
          જેમની પાસે એવી કાર છે.
        </p>
      </Section>
      <Section title="ખરીદદારો માટે">
        <List>
          <li>રાજ્ય, શહેર, કંપની, મોડલ, ફ્યુઅલ, ગિયર, વર્ષ, બજેટ અને કિલોમીટર મુજબ કાર જુઓ.</li>
          <li>કાર જોવા જતા પહેલાં તેના ફોટા, સ્પેસિફિકેશન અને ફીચર્સ જુઓ.</li>
          <li>
            તમારું નામ અને મોબાઇલ નંબર આપીને શ્રેષ્ઠ કિંમત અથવા વેચનારની વિગતો માંગો; વેચનાર સીધો તમારો સંપર્ક કરે
            છે.
          </li>
          <li>તમારા મોબાઇલ નંબરથી લૉગ ઇન કરીને કારને તમારી વિશલિસ્ટમાં સેવ કરો.</li>
        </List>
      </Section>
      <Section title="વેચનારાઓ અને ડીલરો માટે">
        <p>
          કોઈ પણ વ્યક્તિ લૉગ ઇન કરીને પોતાની કાર મફતમાં લિસ્ટ કરી શકે છે. ડીલરો માટે CarSetu એક કાર બિઝનેસ
          મેનેજર પણ છે: લોટ પરની દરેક કારનું ઇન્વેન્ટરી મેનેજમેન્ટ, WhatsApp પર મળતી પૂછપરછ, અને WhatsApp સ્ટેટસ
          પ્રમોશન, જેથી નવો સ્ટૉક એક ટૅપમાં ગ્રાહકો સુધી પહોંચાડી શકાય.
        </p>
      </Section>
      <Section title="અમે શું નથી">
        <p>
          CarSetu કારનું માલિક નથી, કાર ખરીદતું કે વેચતું નથી, કાર માટે ચુકવણી લેતું નથી અને કોઈ પણ વેચાણ પર કમિશન
          લેતું નથી. સોદો, ચુકવણી અને કાગળની કાર્યવાહી ખરીદદાર અને વેચનાર વચ્ચે થાય છે. ચુકવણી કરતા પહેલાં હંમેશાં
          કારની તપાસ કરો અને તેના દસ્તાવેજો ચકાસો.
        </p>
      </Section>
      <Section title="સંપર્ક">
        <p>
          {site.address}. ફોન {site.phone}, ઈ-મેલ <Mail email={site.email} />.
        </p>
      </Section>
    </>
  );
}

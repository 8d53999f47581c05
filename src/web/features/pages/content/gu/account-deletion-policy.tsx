/**
 * The Account Deletion Policy (/page/accountdeletionpolicy): how to ask for
 * an account and its personal data to be deleted, and what happens then.
 * Gujarati text of docs/product.md#policy-pages (the English is content/en/);
 * contact details come from the site settings, never literals.
 */
import type { SiteSettings } from '#shared/schemas/site.ts';
import { List, Mail, Section } from '../../components/PolicyLayout.tsx';

export function AccountDeletion(site: SiteSettings) {
  return (
    <>
      <p>
        તમે કોઈ પણ સમયે અમને તમારું CarSetu એકાઉન્ટ અને તેની સાથે જોડાયેલો વ્યક્તિગત ડેટા કાઢી નાખવા કહી શકો છો.
      </p>
      <Section title="કાઢી નાખવાની વિનંતી કેવી રીતે કરવી">
        <p>
          <Mail email={site.email} /> પર "મારું એકાઉન્ટ કાઢી નાખો" વિષય સાથે ઈ-મેલ મોકલો, અને તેમાં આ વિગતો
          આપો:
        </p>
        <List>
          <li>તમારું પૂરું નામ, જેમ તમારી પ્રોફાઇલમાં છે;</li>
          <li>તમારા એકાઉન્ટ સાથે જોડાયેલું ઈ-મેલ સરનામું અને મોબાઇલ નંબર.</li>
        </List>
        <p>
          વિનંતી ખરેખર તમારી જ છે તેની ખાતરી કરવા અમે એ મોબાઇલ નંબર પર તમારો સંપર્ક કરી શકીએ છીએ. વિનંતીની
          પુષ્ટિ થયાના 30 દિવસની અંદર અમે કાઢી નાખવાની પ્રક્રિયા પૂરી કરીએ છીએ.
        </p>
      </Section>
      <Section title="પછી શું થાય છે">
        <List>
          <li>તમારી પ્રોફાઇલ, લિસ્ટિંગ, ફોટા અને વિશલિસ્ટ CarSetu પરથી કાઢી નાખવામાં આવે છે.</li>
          <li>
            <strong>કાઢી નાખવું કાયમી છે અને તેને પાછું ફેરવી શકાતું નથી.</strong> કાઢી નાખેલાં લિસ્ટિંગ અને ફોટા
            પાછાં મેળવી શકાતાં નથી.
          </li>
          <li>
            કાયદો માંગે ત્યાં, અથવા છેતરપિંડી અટકાવવા અને વિવાદો ઉકેલવા માટે, અમુક ડેટા રાખવામાં આવે છે (ઉદાહરણ
            તરીકે પૂછપરછના રેકૉર્ડ અને ચુકવણીના રેકૉર્ડ, જો હોય તો), અને તે પણ ફક્ત જરૂરી હોય એટલા સમય માટે. તમે
            વેચનારાઓને પહેલેથી મોકલેલી પૂછપરછ એ વેચનારાઓ પાસે જ રહે છે.
          </li>
          <li>એકાઉન્ટ કાઢી નખાયા પછી CarSetu ફરી વાપરવા માટે તમારે નવું એકાઉન્ટ બનાવવું પડશે.</li>
        </List>
      </Section>
    </>
  );
}

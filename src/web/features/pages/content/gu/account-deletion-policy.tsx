/**
 * The Account Deletion Policy (/page/accountdeletionpolicy): how an account
 * and its personal data are deleted (on My data, or by e-mail), and what
 * happens then (docs/privacy.md#erasure).
 * Gujarati text of docs/product.md#policy-pages (the English is content/en/);
 * contact details come from the site settings, never literals.
 */
import { paths } from '#shared/pages/paths.ts';
import type { SiteSettings } from '#shared/schemas/site.ts';
import { Link } from '#web/lib/links.tsx';
import { List, Mail, Section } from '../../components/PolicyLayout.tsx';

export function AccountDeletion(site: SiteSettings) {
  return (
    <>
      <p>તમે કોઈ પણ સમયે તમારું CarSetu એકાઉન્ટ અને તેની સાથે જોડાયેલો અંગત ડેટા કાઢી નાખી શકો છો.</p>
      <Section title="તમારું એકાઉન્ટ કેવી રીતે કાઢી નાખવું">
        <p>
          તમારા મોબાઇલ નંબરથી લૉગ ઇન કરો,
          <Link
            to={paths.myData}
            className="font-medium text-primary-700 underline underline-offset-2"
          >
            મારો ડેટા
          </Link>
          ખોલો અને “તમારું એકાઉન્ટ કાઢી નાખો” પસંદ કરો. તે તરત થાય છે, અને તમે દરેક ડિવાઇસ પરથી લૉગ આઉટ થાઓ
          છો.
        </p>
        <p>
          જો તમે લૉગ ઇન ન કરી શકો, તો <Mail email={site.email} /> પર "મારું એકાઉન્ટ કાઢી નાખો" વિષય સાથે
          ઈ-મેલ મોકલો, જેમાં પ્રોફાઇલ મુજબ તમારું પૂરું નામ અને એકાઉન્ટનો મોબાઇલ નંબર આપો. વિનંતી તમારી જ છે તેની
          ખાતરી કરવા અમે તે નંબર પર ફોન કરી શકીએ છીએ, અને 30 દિવસમાં તે પૂરી કરીએ છીએ.
        </p>
      </Section>
      <Section title="પછી શું થાય છે">
        <List>
          <li>
            તમારી પ્રોફાઇલ, કાર અને તેના ફોટા, તમારી કાર પર મળેલી પૂછપરછ, વિશલિસ્ટ, સેવ કરેલી શોધ, એલર્ટ,
            સંમતિઓ, ફરિયાદો અને નોમિની કાઢી નાખવામાં આવે છે.
          </li>
          <li>
            <strong>કાઢી નાખવું કાયમી છે અને તેને પાછું લઈ શકાતું નથી.</strong> કાઢી નાખેલી કાર અને ફોટા પાછા
            મેળવી શકાતા નથી.
          </li>
          <li>
            તમે મોકલેલી પૂછપરછ જે વેચનારને મળી હતી તેમની પાસે રહે છે, પણ તમારા નામ અને નંબર વગર, અને દરેક વેચનારને
            જણાવવામાં આવે છે. કાર વિશે તમે મોકલેલા રિપોર્ટ અમારી તપાસ માટે રહે છે, તમારા નામ અને નંબર વગર.
            છેતરપિંડી કે દુરુપયોગ માટે અમારી ટીમે મૂકેલો બ્લૉક હટે ત્યાં સુધી રહે છે. અમારા ઓપરેટરોના રેકોર્ડ અને સર્વર
            લૉગમાં તમારો નંબર છુપાયેલો રહે છે, એક વર્ષ સુધી.
          </li>
          <li>
            જે મોબાઇલ નંબરથી CarSetu પર ડીલરશિપ ચાલે છે, તે પોતાને કાઢી નાખી શકતો નથી: ફરિયાદ નોંધાવો, અમે
            પહેલાં ડીલરશિપ બંધ કરીશું.
          </li>
          <li>કાઢી નાખ્યા પછી CarSetu ફરી વાપરવા માટે ફરી લૉગ ઇન કરો: તમને નવું, ખાલી એકાઉન્ટ મળશે.</li>
        </List>
      </Section>
    </>
  );
}

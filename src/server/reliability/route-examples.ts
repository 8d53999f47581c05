/**
 * Known-good requests for the routes of today, field by field, drawing on the
 * fuzz world's pools (real Rands, car numbers, ids, tickets) so that a share
 * of fuzzed requests is accepted and the "an accepted request may change
 * only what it is allowed to" rule is exercised too; the fuzz then mutates
 * them. A route missing here is still fuzzed from its OpenAPI schema.
 * Keys are route keys (route-catalogue.ts): lower-case method and path.
 */
import fc from 'fast-check';
import { sellBody } from '../testing/sell-body.ts';
import type { FuzzWorld } from './fuzz-world.ts';

export type Example = Record<string, fc.Arbitrary<unknown>>;

/** One element of `values` at the time the value is drawn ('none' when it is empty). */
const pooled = <T>(values: T[]): fc.Arbitrary<T | string> =>
  fc.nat().map((i) => (values.length > 0 ? values[i % values.length] : 'none'));

const freshCarNumber = fc
  .tuple(
    fc.constantFrom('GJ01', 'MH12', 'KA05', 'RJ14'),
    fc.stringMatching(/^[A-Z]{2}$/),
    fc.integer({ min: 1000, max: 9999 }),
  )
  .map(([state, series, n]) => `${state}${series}${n}`);

const freshMobile = fc.integer({ min: 6_000_000_000, max: 9_999_999_999 }).map(String);

/** Field -> arbitrary of a good value, per route key. */
export function routeExamples(w: FuzzWorld): Record<string, Example> {
  const p = w.pools;
  const rand = fc.oneof(pooled(p.ownRand), pooled(p.rand));
  const carno = fc.oneof(pooled(p.ownCarno), pooled(p.carno));
  const carid = fc.oneof(pooled(p.ownCarid), pooled(p.carid));
  const photoRand = fc.oneof(pooled(p.ownPhotoRand), pooled(p.photoRand));
  const mobile = fc.oneof(fc.constantFrom(w.testMobile, w.userMobile), freshMobile);
  const name = fc.constantFrom('Ravi Kumar', 'Asha Mehta', 'Priya');
  const { choice, place } = w;
  const sell = Object.fromEntries(
    Object.entries(sellBody(choice, w.photo)).map(([k, v]) => [k, fc.constant(v)]),
  );
  const imageslist = fc.constant(
    JSON.stringify([{ url: `data:image/jpeg;base64,${w.photo}`, name: 'side.jpg' }]),
  );
  return {
    'get /api/common/activemodel/{companyid}': { companyId: fc.constant(choice.makeId) },
    'get /api/common/statenamedata': { countryid: fc.constant(1) },
    'get /api/common/citynamedata': {
      countryid: fc.constant(1),
      stateid: fc.integer({ min: 1, max: 36 }),
    },
    'post /api/common/veriantandcolour': {
      companyid: fc.constant(choice.makeId),
      Modelid: fc.constant(choice.modelId),
    },
    'get /api/carmaster/getrandomly2car_cars': { Pageindex: fc.integer({ min: 1, max: 4 }) },
    'post /api/carmaster/getdetailsofcarsbysccm_data': {
      nState: fc.constantFrom(place.stateId, 1, 20),
      companyid: fc.constant(choice.makeId),
      lowerprice: fc.constant(100_000),
      upperprice: fc.constant(2_000_000),
      pageindex: fc.integer({ min: 1, max: 3 }),
      sort: fc.constantFrom('newest', 'price_asc', 'km_asc'),
    },
    'get /api/carmaster/getdetailsofcarsbyrandomid': { Randomno: rand },
    'post /api/leadqrcode/addleadqrcode': {
      Name: name,
      Contactno: freshMobile.filter((m) => /^[6-9]/.test(m)),
      Carno: carno,
      Rand: rand,
    },
    'post /api/carsetuclientlogin/resendotp': { Mobileno: mobile },
    'post /api/carsetuclientlogin/verifyotp': {
      Mobileno: mobile,
      Password: fc.constant(''),
      userInputOtp: fc.stringMatching(/^\d{6}$/),
    },
    'post /login': {
      UserName: fc.constant(w.testMobile),
      Password: pooled(p.ticket),
      grant_type: fc.constant('password'),
      Scope: fc.constant('Clientlogin'),
    },
    'post /api/clientcarsetuprofile/addcarsetuclientprofile': {
      Status: fc.constant('Edit'),
      Name: name,
      Mobileno: fc.constant(w.userMobile),
      nCountry: fc.constant(1),
      nState: fc.constant(place.stateId),
      nCity: fc.constant(place.cityId),
      Address: fc.constant('1, Fuzz Road, Ahmedabad'),
    },
    'post /api/clientcarsetuprofile/addcity': {
      cityname: fc.stringMatching(/^[A-Z][a-z]{3,12}$/),
      countryid: fc.constant(1),
      stateid: fc.constant(place.stateId),
    },
    'post /api/userfavouritevehicle/addfavouritecars': {
      actiondata: fc.constantFrom('Add', 'Delete'),
      carid,
    },
    'post /api/carsetuclientsellinquiry/addcar': { ...sell, carnumber: freshCarNumber },
    'post /api/carsetuclientsellinquiry/editcar': {
      ...sell,
      carphoto: fc.oneof(fc.constant(w.photo), fc.constant('')),
      carnumber: fc.oneof(pooled(p.ownCarno), freshCarNumber),
      Rand: rand,
    },
    'get /api/carsetuclientsellinquiry/editcar': { Rand: rand },
    'get /api/carsetuclientsellinquiry/delete': { Rand: rand },
    'post /api/carsetuclientsellinquiry/changesoldunsoldstatus': {
      carno,
      carstatus: fc.constant('UnSold'),
    },
    'get /api/carsetuclientsellimages/sellcarimages': { carno },
    'post /api/carsetuclientsellimages/addcarimages': {
      carid,
      imageslist,
      imagetype: fc.constantFrom('Exterior', 'Interior', 'Imperfection', 'Features'),
    },
    'get /api/carsetuclientsellimages/delete': { Rand: photoRand },
  };
}

import { describe, expect, it } from 'vitest';
import { paths } from '#shared/pages/paths.ts';
import {
  carMessageUrl,
  carOfPage,
  endsSession,
  isBuiltAsset,
  isPhoto,
  isPublicPage,
  LIMIT,
  NETWORK_TIMEOUT_SECONDS,
} from './rules.ts';

const ORIGIN = 'https://carsetu.example';
const car = {
  Rand: 'EwyhdspT_n',
  modelyear: 2025,
  companyid: 'Mahindra',
  carmodelid: 'XUV 3XO',
  variantid: 'MX2 Diesel',
  cityname: 'Pune',
};
const carPath = paths.car(car);

describe('isPublicPage: the pages kept on the device once opened', () => {
  it.each([
    paths.home,
    paths.search,
    paths.contact,
    '/compare',
    paths.policy('AboutUs'),
    paths.policy('privacypolicy'),
    paths.policy('termsandconditions'),
    paths.policy('accountdeletionpolicy'),
    paths.policy('Refundpolicy'),
    '/used-cars/ahmedabad',
    '/used-cars/maruti-suzuki-swift',
    carPath,
    `/CarDetails/${car.Rand}`,
  ])('%s is public', (path) => {
    expect(isPublicPage(new URL(path, ORIGIN).pathname)).toBe(true);
  });

  it('reads paths as the server does: any case, a trailing slash, under /hi and /gu', () => {
    expect(isPublicPage('/hi')).toBe(true);
    expect(isPublicPage('/hi/search')).toBe(true);
    expect(isPublicPage('/gu/CarDetails/abc/2019-x')).toBe(true);
    expect(isPublicPage('/hi/MyVehicles')).toBe(false);
    expect(isPublicPage('/SEARCH/')).toBe(true);
    expect(isPublicPage('/cardetails/abc/2019-x')).toBe(true);
    expect(isPublicPage('/ContactUs')).toBe(true);
  });

  it.each([
    paths.wishlist,
    paths.myVehicles,
    paths.sell,
    paths.profile,
    `${paths.profile}/`,
    paths.enquiries,
    paths.dealer,
    '/Dealer/Import',
    paths.login(),
    paths.login('/search'),
    paths.editListing('abc'),
    '/test',
    '/api/docs',
    '/offline.html',
    '/sitemap.xml',
    '/search/extra',
    '/page/',
    '/CarDetails/',
  ])('%s is never kept', (path) => {
    expect(isPublicPage(new URL(path, ORIGIN).pathname)).toBe(false);
  });
});

describe('carOfPage', () => {
  it('is the Rand of a car page, as the path spells it', () => {
    expect(carOfPage(new URL(carPath, ORIGIN).pathname)).toBe('EwyhdspT_n');
    expect(carOfPage('/cardetails/EwyhdspT_n')).toBe('EwyhdspT_n');
    expect(carOfPage('/CarDetails/a%20b/x')).toBe('a b');
    expect(carOfPage('/hi/CarDetails/EwyhdspT_n/x')).toBe('EwyhdspT_n');
  });

  it('is null elsewhere or for a malformed path', () => {
    expect(carOfPage('/search')).toBeNull();
    expect(carOfPage('/CarDetails')).toBeNull();
    expect(carOfPage('/CarDetails/%E0%A4/x')).toBeNull();
  });
});

describe('files kept first on the device', () => {
  it('are the hashed build files and the photos of this site', () => {
    expect(isBuiltAsset(new URL('/assets/boot-DEO2scOz.js', ORIGIN), ORIGIN)).toBe(true);
    expect(isPhoto(new URL('/photos/cars/x/y-sm.webp', ORIGIN), ORIGIN)).toBe(true);
  });

  it('never API answers, pages, the worker itself or another host', () => {
    for (const path of ['/api/Carmaster/GetRandomly2Car_cars', '/sw.js', '/', '/favicon.svg']) {
      const url = new URL(path, ORIGIN);
      expect(isBuiltAsset(url, ORIGIN) || isPhoto(url, ORIGIN), path).toBe(false);
    }
    const s3 = new URL('https://photos.example/photos/cars/x.jpg');
    expect(isPhoto(s3, ORIGIN)).toBe(false);
    expect(isBuiltAsset(new URL('https://cdn.example/assets/x.js'), ORIGIN)).toBe(false);
  });
});

describe('carMessageUrl: what a page may have kept', () => {
  it('is the car page a message names', () => {
    expect(carMessageUrl({ keep: true, path: carPath }, ORIGIN)?.href).toBe(
      new URL(carPath, ORIGIN).href,
    );
    expect(carMessageUrl({ keep: false, path: carPath }, ORIGIN)).not.toBeNull();
  });

  it('refuses anything but a car page of this site', () => {
    for (const data of [
      null,
      'keep',
      { keep: true },
      { keep: 'yes', path: carPath },
      { keep: true, path: '/Wishlist' },
      { keep: true, path: '/api/UserFavouriteVehicle/AllFavouritecars' },
      { keep: true, path: '//evil.example/CarDetails/x/y' },
      { keep: true, path: 'https://evil.example/CarDetails/x/y' },
    ]) {
      expect(carMessageUrl(data, ORIGIN), JSON.stringify(data)).toBeNull();
    }
  });
});

describe('endsSession', () => {
  it('is the Logout call, POSTed to this site', () => {
    const logout = new URL('/api/CarSetuClientLogin/Logout', ORIGIN);
    expect(endsSession('POST', logout, ORIGIN)).toBe(true);
    expect(endsSession('GET', logout, ORIGIN)).toBe(false);
    expect(endsSession('POST', new URL('/api/CarSetuClientLogin/VerifyOTP', ORIGIN), ORIGIN)).toBe(
      false,
    );
  });
});

it('keeps bounded caches and waits 3 s for the network', () => {
  expect(NETWORK_TIMEOUT_SECONDS).toBe(3);
  expect(LIMIT.pages).toBe(30);
  expect(LIMIT.saved).toBe(30);
});

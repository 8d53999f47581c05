import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_RECENT_KEY, hasRecent, rememberThisCar } from '../boot-recent.ts';
import {
  RECENT_KEY,
  RECENT_LIMIT,
  type RecentCar,
  readRecent,
  rememberCar,
} from './recently-viewed.ts';

const car = (n: number): RecentCar => ({
  Rand: `car${n}`,
  title: `2019 Maruti Suzuki Swift VXi ${n}`,
  price: 500_000 + n,
  photo: `/photos/cars/car${n}/a-sm.webp`,
  path: `/CarDetails/car${n}/2019-Maruti-Suzuki-Swift`,
});

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('recently viewed cars', () => {
  it('keep the last 10, newest first, each once', () => {
    for (let i = 1; i <= 12; i++) rememberCar(car(i));
    rememberCar(car(5));
    const list = readRecent();
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list.map((c) => c.Rand)).toEqual(
      [5, 12, 11, 10, 9, 8, 7, 6, 4, 3].map((n) => `car${n}`),
    );
  });

  it('read nothing from a missing or broken list', () => {
    expect(readRecent()).toEqual([]);
    localStorage.setItem(RECENT_KEY, '{not json');
    expect(readRecent()).toEqual([]);
    localStorage.setItem(RECENT_KEY, '{"a":1}');
    expect(readRecent()).toEqual([]);
  });

  it('are written the same by the boot script (a server-rendered car page) and by the app', () => {
    expect(BOOT_RECENT_KEY).toBe(RECENT_KEY);
    expect(hasRecent()).toBe(false);
    for (let i = 1; i <= 11; i++) rememberCar(car(i));
    const byApp = readRecent();
    localStorage.clear();
    for (let i = 1; i <= 11; i++) {
      document.body.innerHTML = `<aside data-recent-car='${JSON.stringify(car(i))}'></aside>`;
      rememberThisCar();
    }
    expect(readRecent()).toEqual(byApp);
    expect(hasRecent()).toBe(true);
  });
});

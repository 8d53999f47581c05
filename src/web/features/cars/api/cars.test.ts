import { describe, expect, it } from 'vitest';
import type { CarListItem } from '#shared/schemas/car.ts';
import { defaultFilters } from '#web/features/catalog/search-filters.ts';
import type { ApiResult } from '#web/lib/api-client.ts';
import { FIRST_PAGE, toCarsPage, uniqueCars } from './cars.ts';
import { toSearchBody } from './search-cars.ts';

const car = (carid: number) => ({ carid }) as CarListItem;
const answer = (
  data: CarListItem[] | null,
  raw: unknown,
  succ = true,
): ApiResult<CarListItem[] | null> => ({
  succ,
  data,
  msg: succ ? 'Success' : 'Something went wrong!',
  status: succ ? 200 : 500,
  raw,
});

describe('car pages', () => {
  it('follows NextCursor and stops when it is null or the page is unsuccessful', () => {
    const cars = [car(1), car(2)];
    expect(toCarsPage(answer(cars, { Success: true, NextCursor: 'abc' }), FIRST_PAGE).next).toEqual(
      {
        page: 2,
        cursor: 'abc',
      },
    );
    expect(
      toCarsPage(answer(cars, { Success: true, NextCursor: null }), FIRST_PAGE).next,
    ).toBeNull();
    const past = toCarsPage(answer([], { Success: false, Message: 'No more cars', Data: [] }), {
      page: 3,
      cursor: 'x',
    });
    expect(past).toEqual({ cars: [], next: null });
  });

  it('throws on a failed request so the list can offer a retry', () => {
    expect(() => toCarsPage(answer(null, null, false), FIRST_PAGE)).toThrow(
      'Something went wrong!',
    );
  });

  it('appends pages and keeps each carid once', () => {
    const pages = [
      { cars: [car(1), car(2)], next: null },
      { cars: [car(2), car(3)], next: null },
    ];
    expect(uniqueCars(pages).map((c) => c.carid)).toEqual([1, 2, 3]);
  });
});

describe('search body', () => {
  it('uses the wire names, and sends bounds only when narrowed, never the "plus" top end', () => {
    const body = toSearchBody({
      ...defaultFilters(1),
      city: 12,
      make: 3,
      model: 40,
      fuel: 1,
      gear: 2,
      vehicle: 1,
      price: [300000, 5000000],
      km: [0, 60000],
      sort: 'price_asc',
    });
    expect(body).toEqual({
      nState: 1,
      nCity: 12,
      companyid: 3,
      carmodelid: 40,
      fueltypeid: 1,
      Gearid: 2,
      vehicleid: 1,
      lowerprice: 300000,
      kmupper: 60000,
      sort: 'price_asc',
    });
  });

  it('sends only the state for the default filters', () => {
    expect(toSearchBody(defaultFilters(1))).toEqual({ nState: 1 });
  });
});

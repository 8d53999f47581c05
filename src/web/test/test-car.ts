/**
 * A car as the car lists answer it (CarListItem), for component tests: a
 * 2019 Maruti Suzuki Swift VXI in Ahmedabad, for sale, no photo, no price
 * change, not rated yet; `over` changes what a test is about.
 */
import type { CarListItem } from '#shared/schemas/car.ts';

export function testCar(over: Partial<CarListItem> = {}): CarListItem {
  return {
    id: 1,
    carid: 1,
    Rand: 'AbC123xYz0',
    carnumber: 'GJ01HQ9999',
    modelyear: 2019,
    companyid: 'Maruti Suzuki',
    carmodelid: 'Swift',
    variantid: 'VXI',
    nSaleprice: 550000,
    km: 42000,
    owner: 1,
    fueltypeid: 'Petrol',
    gear: 'Manual',
    colour: 'White',
    carphoto: null,
    carphotosmall: null,
    CarStatus: 'UnSold',
    cityname: 'Ahmedabad',
    statename: 'Gujarat',
    listeddays: 0,
    pricedrop: 0,
    pricerating: null,
    ...over,
  };
}

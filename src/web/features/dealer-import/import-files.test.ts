import { describe, expect, it } from 'vitest';
import { CAR_COLUMNS } from '#shared/schemas/dealer-import.ts';
import { importBody, pickProblems, templates } from './import-files.ts';

const csv = (name: string, text = 'a,b\n1,2\n') => new File([text], name, { type: 'text/csv' });
const jpeg = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });

describe('pickProblems', () => {
  it('asks for both CSV files and names a wrong one', () => {
    expect(pickProblems({ dealers: undefined, cars: undefined, photos: [] })).toEqual({
      dealers: 'Choose your dealers.csv file.',
      cars: 'Choose your cars.csv file.',
    });
    expect(
      pickProblems({ dealers: csv('dealers.csv'), cars: csv('cars.xlsx'), photos: [] }),
    ).toEqual({ cars: 'cars.xlsx is not a .csv file. Save the sheet as CSV and choose it.' });
  });

  it('names a photo of the wrong type or over 10 MB', () => {
    const files = { dealers: csv('dealers.csv'), cars: csv('cars.csv') };
    expect(pickProblems({ ...files, photos: [jpeg('front.jpg')] })).toEqual({});
    expect(
      pickProblems({ ...files, photos: [jpeg('front.jpg'), new File(['x'], 'car.heic')] }),
    ).toEqual({ photos: 'car.heic: only .jpg, .png and .jpeg extensions are allowed' });
    expect(pickProblems({ ...files, photos: [jpeg('big.jpg', 10 * 1024 * 1024 + 1)] })).toEqual({
      photos: 'big.jpg: Sorry, you can upload photo up to 10 MB',
    });
  });
});

describe('importBody', () => {
  it('reads the CSV files as text and the photos as bare base64', async () => {
    const body = await importBody({
      dealers: csv('dealers.csv', 'firm_name\n'),
      cars: csv('cars.csv', 'dealer_mobile\n'),
      photos: [new File([new Uint8Array([1, 2, 3])], 'front.jpg', { type: 'image/jpeg' })],
    });
    expect(body).toEqual({
      dealersCsv: 'firm_name\n',
      carsCsv: 'dealer_mobile\n',
      photos: [{ name: 'front.jpg', data: 'AQID' }],
    });
  });
});

describe('templates', () => {
  it("start with the importer's header rows; the car row carries the dealer's mobile", () => {
    const t = templates('9876543210', 2026);
    expect(t.dealers).toBe('firm_name,mobile,mobile2,address,state,city,gps_link\r\n');
    const [header, row] = t.cars.split('\r\n');
    expect(header).toBe(CAR_COLUMNS.join(','));
    expect(row?.split(',')).toHaveLength(CAR_COLUMNS.length);
    expect(row?.startsWith('9876543210,GJ01AB1234,')).toBe(true);
    expect(row).toContain(',2027-03-31,');
  });
});

/** The other seller requests: Add Photos (AddImages) and Sold / UnSold (docs/product.md#listing-photo-calls, #listing-calls). */
import { describe, expect, it } from 'vitest';
import { AddImagesRequestSchema, SoldStatusQuerySchema } from './listing.ts';
import { firstIssue } from './schema-test-helpers.ts';

describe('AddImagesRequestSchema and SoldStatusQuerySchema', () => {
  it('parses imageslist from JSON text; imagetype defaults to Exterior', () => {
    const parsed = AddImagesRequestSchema.parse({
      carid: '12',
      carnumber: 'gj01hq9999',
      imageslist: JSON.stringify([{ url: 'data:image/png;base64,iVBORw0KGgo=', name: 'a.png' }]),
    });
    expect(parsed).toEqual({
      carid: 12,
      carnumber: 'GJ01HQ9999',
      imageslist: [{ url: 'iVBORw0KGgo=', name: 'a.png' }],
      imagetype: 'Exterior',
    });
    expect(
      AddImagesRequestSchema.parse({
        carid: 1,
        imageslist: parsed.imageslist,
        imagetype: 'interior',
      }).imagetype,
    ).toBe('Interior');
  });

  it.each([
    [{ imageslist: 'not json' }, 'imageslist: imageslist must be a JSON list of photos'],
    [{ imageslist: '[]' }, 'imageslist: Select at least one photo.'],
    [{ imageslist: '[{"url":"%%%"}]' }, 'imageslist.0.url: The photo is not a valid base64 image.'],
    [
      { imagetype: 'Roof' },
      'imagetype: imagetype must be one of Exterior, Interior, Imperfection, Features',
    ],
    [{ carid: '' }, 'carid: carid is required'],
  ])('%o -> %s', (override, message) => {
    const body = { carid: '1', imageslist: '[{"url":"iVBORw0KGgo="}]', ...override };
    expect(firstIssue(AddImagesRequestSchema.safeParse(body))).toBe(message);
  });

  it('carstatus is optional, any case; carno is normalised', () => {
    expect(SoldStatusQuerySchema.parse({ carno: 'gj 01 hq 9999', carstatus: 'unsold' })).toEqual({
      carno: 'GJ01HQ9999',
      carstatus: 'UnSold',
    });
    expect(firstIssue(SoldStatusQuerySchema.safeParse({ carno: '' }))).toBe(
      'carno: carno is required',
    );
  });
});

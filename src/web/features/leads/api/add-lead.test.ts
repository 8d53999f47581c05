import { describe, expect, it } from 'vitest';
import { LEAD_TYPE } from '#shared/schemas/lead.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { SELLER } from '../test/seller.ts';
import { interpretLeadResult, leadRequestBody } from './add-lead.ts';

describe('lead answers (docs/product.md#messages-and-errors)', () => {
  it('treats Lead Already Exists as success, with the seller', () => {
    const r = interpretLeadResult({
      succ: false,
      data: [SELLER],
      msg: 'Lead Already Exists',
      status: 200,
    });
    expect(r).toEqual({ message: 'Lead Already Exists', dealers: [SELLER] });
  });

  it('passes a success through', () => {
    const r = interpretLeadResult({ succ: true, data: [SELLER], msg: 'Lead sent', status: 200 });
    expect(r.dealers[0]?.Mobileno).toBe('9876543210');
  });

  it('turns any other failure into an error carrying the server message', () => {
    expect(() =>
      interpretLeadResult({ succ: false, data: null, msg: 'Name is invalid', status: 400 }),
    ).toThrow(new ApiError('Name is invalid', 400, null));
  });

  it('builds the AddLeadQRCode body (docs/product.md#home-and-search-calls)', () => {
    const body = leadRequestBody(
      {
        rand: 'R1',
        carnumber: 'GJ01HQ9999',
        dealerRand: 'd1',
        title: '2019 Maruti Swift VXI',
        sellerName: 'Shree Motors',
      },
      'Price',
      { name: 'Ravi', Mobileno: '9876543210' },
    );
    expect(body).toMatchObject({
      Name: 'Ravi',
      Contactno: '9876543210',
      Carno: 'GJ01HQ9999',
      nDealerRandno: 'd1',
      salesexecutiveId: '0',
      LeadType: LEAD_TYPE,
      Modelid: '0',
      Rand: 'R1',
    });
    expect(body.nRemarks.startsWith('Lead from')).toBe(true);
  });
});

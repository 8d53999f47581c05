/**
 * A lead as the inbox answers it, for this feature's tests:
 * `testLead({ ...what the test is about })`.
 */
import type { Enquiry } from '#shared/schemas/enquiry.ts';

export function testLead(over: Partial<Enquiry> = {}): Enquiry {
  return {
    id: 7,
    Name: 'Meena Iyer',
    Mobile: '9123400001',
    Type: 'Price',
    Status: 'new',
    LostReason: null,
    NextFollowUp: null,
    AssigneeId: null,
    AssigneeName: '',
    FirstContactAt: null,
    LastNote: null,
    CreatedAt: '2026-12-03T04:30:00.000Z',
    Car: {
      Rand: 'R7',
      Path: '/CarDetails/R7/2019-maruti-suzuki-swift',
      Title: '2019 Maruti Suzuki Swift',
      Price: 545000,
      CarStatus: 'UnSold',
      Photo: null,
    },
    ...over,
  };
}

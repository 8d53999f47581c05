/** What the tests of closing a sale (modules/sales) send and check. */
import type { Db } from '../db/database.ts';

/** A buyer's details for a sale's body: name, mobile, address, the price (rupees, as typed) and the payment mode. */
export const SALE_BUYER = {
  buyerName: 'Harsh Vora',
  buyerMobile: '9811122233',
  buyerAddress: '12, Nehru Nagar, Rajkot',
  salePrice: '452000',
  paymentMode: 'upi',
};

/** The status ('Sold', 'UnSold' ...) of the listing whose Rand is `rand`. */
export async function listingStatus(db: Db, rand: string): Promise<string> {
  const listing = await db
    .selectFrom('listings')
    .select('status')
    .where('rand', '=', rand)
    .executeTakeFirstOrThrow();
  return listing.status;
}

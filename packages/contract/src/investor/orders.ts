import { z } from 'zod';
import { coercedIdField } from '../common/fields.ts';
import { Order } from './schemas.ts';

/*
 * Several orders per investor (issue 27): 'Moje zlecenia', a new draft, 'Zamów ponownie'. The
 * wizard works on the investor's current draft; A10 lists it first (`orders[0]`).
 */

/** `GET /api/investor/orders/{orderId}`, `POST …/{orderId}/repeat`. */
export const InvestorOrderParams = z.object({ orderId: coercedIdField });

/** `GET /api/investor/orders`: every order of the caller, the current draft first. */
export const InvestorOrderList = z.array(Order);
export type InvestorOrderList = z.infer<typeof InvestorOrderList>;

import { Type } from 'typebox';
import { NullableDateTimeInput, PortalId, StrictObject } from '../../platform/schemas.js';
import { OrderRulesInput } from '../orders/orders.schemas.js';

/** The rules of PATCH /api/v1/orders/{id} for any order: an omitted rule is unchanged, null clears it. */
export const AdminUpdateOrderBody = StrictObject(OrderRulesInput);

export const AdminRoutingProfileParams = Type.Object({ portalId: PortalId });

export const AdminSaveRoutingProfileBody = StrictObject({
  pausedUntil: NullableDateTimeInput(
    'Every order of the consultant is paused while this is in the future (leave, training); null: none',
  ),
});

import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { StrictObject } from '../../platform/schemas.js';
import { IdString } from '../core/lead.schemas.js';

export const RunAllocationBody = StrictObject({
  productId: Type.Optional(IdString),
});

export const RunAllocationResponse = component(
  'AllocationRun',
  Type.Object({
    assigned: Type.Integer({ description: 'Leads provisionally assigned by this run' }),
  }),
);

export const OrderParams = Type.Object({ id: Type.String({ maxLength: 32 }) });

export const ConfirmOrderResponse = component(
  'OrderConfirmation',
  Type.Object({
    confirmed: Type.Integer({ description: 'Provisional assignments turned into confirmed ones' }),
  }),
);

import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableDateTime } from '../../platform/schemas.js';

/** A system client of the claims interface as the operators see it: never its secret (only its hash is kept). */
export const SystemClient = component(
  'SystemClient',
  Type.Object({
    clientId: Type.String(),
    name: Type.String(),
    createdAt: DateTime,
    revoked: Type.Boolean({ description: 'Revoked clients get no tokens; kept so their records stay readable' }),
    revokedAt: NullableDateTime,
  }),
);

export const SystemClientList = component('SystemClientList', Type.Object({ data: Type.Array(SystemClient) }));

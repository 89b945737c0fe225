import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';

export const OAuthErrorBody = component(
  'OAuthError',
  Type.Object(
    { error: Type.String(), error_description: Type.Optional(Type.String()) },
    { description: 'RFC 6749 §5.2 error' },
  ),
);

export const TokenBody = Type.Object(
  {
    grant_type: Type.String({ maxLength: 100 }),
    client_id: Type.Optional(Type.String({ maxLength: 200 })),
    client_secret: Type.Optional(Type.String({ maxLength: 200 })),
    scope: Type.Optional(Type.String({ maxLength: 200 })),
    code: Type.Optional(Type.String({ maxLength: 200 })),
    redirect_uri: Type.Optional(Type.String({ maxLength: 2000 })),
    refresh_token: Type.Optional(Type.String({ maxLength: 200 })),
  },
  // RFC 6749 §3.2: unrecognized request parameters are ignored.
  { additionalProperties: true },
);

export const TokenResponseSchema = component(
  'TokenResponse',
  Type.Object({
    access_token: Type.String(),
    token_type: Type.Literal('Bearer'),
    expires_in: Type.Integer(),
    scope: Type.String(),
    refresh_token: Type.Optional(Type.String()),
  }),
);

export const Jwks = component(
  'JsonWebKeySet',
  Type.Object({ keys: Type.Array(Type.Object({}, { additionalProperties: true })) }),
);
export const CreatedClient = component(
  'CreatedClient',
  Type.Object({
    clientId: Type.String(),
    clientSecret: Type.String({ description: 'Shown once; only its hash is stored' }),
    name: Type.String(),
  }),
);
export const OperatorToken = component(
  'OperatorToken',
  Type.Object({ access_token: Type.String(), token_type: Type.Literal('Bearer'), expires_in: Type.Integer() }),
);

export const AuthorizationServerMetadata = component(
  'AuthorizationServerMetadata',
  Type.Object(
    {
      issuer: Type.String(),
      token_endpoint: Type.String(),
      jwks_uri: Type.String(),
      grant_types_supported: Type.Array(Type.String()),
      token_endpoint_auth_methods_supported: Type.Array(Type.String()),
      response_types_supported: Type.Array(Type.String()),
      response_modes_supported: Type.Optional(Type.Array(Type.String())),
      authorization_endpoint: Type.Optional(Type.String()),
      scopes_supported: Type.Array(Type.String()),
      service_documentation: Type.String(),
    },
    { description: 'RFC 8414 authorization server metadata' },
  ),
);

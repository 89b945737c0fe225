import { Type } from 'typebox';
import { component } from '../platform/openapi.js';
import { DateTime, StrictObject } from '../platform/schemas.js';
import { PASSWORD_MIN_LENGTH } from './passwords.js';

export const OperatorRoleSchema = Type.Union([Type.Literal('ADMIN'), Type.Literal('REVIEWER'), Type.Literal('VIEWER')]);

const Email = Type.String({ format: 'email', maxLength: 200 });
const Name = Type.String({ minLength: 1, maxLength: 100 });

export const Operator = component(
  'Operator',
  Type.Object({
    id: Type.String(),
    email: Type.String(),
    name: Type.String(),
    role: OperatorRoleSchema,
    active: Type.Boolean(),
    /** Locked for passwords after too many wrong ones; `unlock-operator` unlocks. */
    locked: Type.Boolean({ description: 'Locked for passwords after too many wrong ones (CLI unlock-operator)' }),
    totpEnrolled: Type.Boolean(),
    ssoBound: Type.Boolean({ description: "Bound to the identity provider's (iss, sub) after a single sign-on" }),
    createdAt: DateTime,
  }),
);

export const OperatorList = component('OperatorList', Type.Object({ data: Type.Array(Operator) }));

export const PasswordLink = component(
  'PasswordLink',
  Type.Object({
    url: Type.String({ description: 'One-time link to set a password; shown once' }),
    expiresAt: DateTime,
  }),
);

export const CreateOperatorBody = StrictObject({ email: Email, name: Name, role: OperatorRoleSchema });
export const CreatedOperator = component(
  'CreatedOperator',
  Type.Object({ operator: Operator, passwordLink: PasswordLink }),
);

export const UpdateOperatorBody = StrictObject(
  { name: Type.Optional(Name), role: Type.Optional(OperatorRoleSchema), active: Type.Optional(Type.Boolean()) },
  { minProperties: 1 },
);

export const OperatorIdParams = Type.Object({ id: Type.String({ maxLength: 32 }) });

// ---- the console's own API ----

export const SignInBody = StrictObject({
  email: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});

export const TotpBody = StrictObject({ code: Type.String({ pattern: '^[0-9]{6}$' }) });

export const SetPasswordBody = StrictObject({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 1024 }),
});

export const ConsoleSession = component(
  'ConsoleSession',
  Type.Object({
    operator: Operator,
    csrfToken: Type.String({ description: 'Send it back in X-CSRF-Token with every change' }),
    expiresAt: Type.Object({
      idle: DateTime,
      absolute: DateTime,
    }),
  }),
);

export const SignInResult = component(
  'SignInResult',
  Type.Union([
    Type.Object({ status: Type.Literal('SIGNED_IN'), session: ConsoleSession }),
    Type.Object({ status: Type.Literal('TOTP_REQUIRED') }),
    Type.Object({
      status: Type.Literal('TOTP_ENROLMENT_REQUIRED'),
      secret: Type.String({ description: 'Base32 TOTP secret to enter in an authenticator app' }),
      otpauthUri: Type.String({ description: 'The same as an otpauth:// URI (for a QR code)' }),
    }),
  ]),
);

export const ConsoleOptions = component(
  'ConsoleOptions',
  Type.Object({
    sso: Type.Boolean({ description: 'Signing in through the identity provider (SSO_ISSUER) is offered' }),
  }),
);

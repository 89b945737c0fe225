import { Type } from 'typebox';
import { component } from '../platform/openapi.js';

const Day = Type.String({ format: 'date', description: 'A Korea-time date' });
const Count = Type.Integer({ minimum: 0 });
const StatusCount = Type.Object({ status: Type.String(), count: Count });

export const DashboardQuery = Type.Object({
  days: Type.Integer({ minimum: 1, maximum: 90, default: 14, description: 'How many Korea-time days, today included' }),
});

export const Dashboard = component(
  'Dashboard',
  Type.Object({
    asOf: Type.String({ format: 'date-time', description: "When today's figures were computed (every minute)" }),
    from: Day,
    to: Day,
    registrations: Type.Array(
      Type.Object({
        date: Day,
        providerId: Type.Union([Type.String(), Type.Null()], {
          description: 'null: the providers outside the 10 with most registrations in the period, summed',
        }),
        providerName: Type.String(),
        count: Count,
      }),
      {
        description:
          'Leads registered per day by the 10 providers with most registrations in the period (ties: the lower ' +
          'id), the others summed per day in one entry with providerId null; days without any are absent',
      },
    ),
    asReturns: Type.Array(
      Type.Object({
        providerId: Type.String(),
        providerName: Type.String(),
        registered: Count,
        requested: Type.Integer({ minimum: 0, description: 'AS requests filed in the period' }),
        returned: Type.Integer({ minimum: 0, description: 'AS requests approved in the period' }),
        returnRate: Type.Number({ minimum: 0, description: 'returned / registered (0 when nothing was registered)' }),
      }),
    ),
    orders: Type.Object({
      byStatus: Type.Array(StatusCount, { description: 'Every order now, by status' }),
      openOrdered: Type.Integer({ minimum: 0, description: 'Leads ordered by the PENDING and IN_PROGRESS orders' }),
      openFilled: Type.Integer({ minimum: 0, description: 'Of those, provisionally or finally assigned' }),
      fillRatio: Type.Number({ minimum: 0 }),
    }),
    claims: Type.Object({
      byStatus: Type.Array(StatusCount, { description: 'Every claim now, by status' }),
      dispatchFailures: Type.Integer({ minimum: 0, description: 'Claims whose dispatch FAILED (to send again)' }),
      receivedPerDay: Type.Array(Type.Object({ date: Day, count: Count })),
    }),
    analysesPerDay: Type.Array(Type.Object({ date: Day, coverage: Count, medical: Count })),
  }),
);

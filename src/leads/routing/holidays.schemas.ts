import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { StrictObject } from '../../platform/schemas.js';

/** The years the holiday list accepts: a year outside them is a typing mistake, not a plan. */
export const HOLIDAY_YEARS = { minimum: 2000, maximum: 2100 } as const;

const HolidayDate = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  maxLength: 10,
  description: 'A Korea-time calendar day, YYYY-MM-DD (years 2000–2100)',
});
const HolidayName = Type.String({
  minLength: 1,
  maxLength: 50,
  pattern: '\\S',
  description: 'As announced, e.g. 대체공휴일; stored without surrounding spaces',
});

export const Holiday = component(
  'Holiday',
  Type.Object({ date: Type.String({ description: 'YYYY-MM-DD, a whole Korea-time day' }), name: Type.String() }),
);
export const HolidayList = component('HolidayList', Type.Array(Holiday, { description: 'Sorted by date' }));

export const HolidayListQuery = StrictObject({
  year: Type.Optional(
    Type.Integer({ ...HOLIDAY_YEARS, description: 'The calendar year; omitted: the current Korea-time year' }),
  ),
});
export const HolidayParams = Type.Object({ date: HolidayDate });
export const SaveHolidayBody = StrictObject({ name: HolidayName });

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, callerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import { Holiday, HolidayList, HolidayListQuery, HolidayParams, SaveHolidayBody } from './holidays.schemas.js';
import { deleteHoliday, listHolidays, saveHoliday } from './holidays.service.js';

const tags = ['Admin: holidays'];

export const holidayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  app.get(
    '/admin/v1/holidays',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'listHolidays',
        summary: "A year's holidays",
        description:
          'The holidays of a calendar year, sorted by date; without `year`, the current Korea-time year. Each is a ' +
          'whole Korea-time day: schedules with skipHolidays assign nothing on it.',
        querystring: HolidayListQuery,
        response: { 200: HolidayList, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE') },
      },
    },
    async (request) => listHolidays(deps, callerOf(request), request.query),
  );

  app.put(
    '/admin/v1/holidays/:date',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'saveHoliday',
        summary: 'Add or rename a holiday',
        description:
          'Makes the day a holiday with this name, or renames it (a substitute holiday or an election day ' +
          'announced late). Audited (HOLIDAY_SAVED).',
        params: HolidayParams,
        body: SaveHolidayBody,
        response: { 200: Holiday, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE') },
      },
    },
    async (request) => saveHoliday(deps, callerOf(request), { ...request.params, ...request.body }),
  );

  app.delete(
    '/admin/v1/holidays/:date',
    {
      config: AUTH.admin,
      schema: {
        tags,
        operationId: 'deleteHoliday',
        summary: 'Remove a holiday',
        description: 'The day is a working day again. Audited (HOLIDAY_DELETED); 404 when it is no holiday.',
        params: HolidayParams,
        response: {
          204: { type: 'null', description: 'Deleted' },
          ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE', 'NOT_FOUND'),
        },
      },
    },
    async (request, reply) =>
      deleteHoliday(deps, callerOf(request), request.params).then(() => reply.status(204).send(null)),
  );
};

import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { CONTACT_OUTCOMES, leads } from './leads.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Contact outcomes recorded by a lead's owners. `note_enc` is the consultant's note sealed by the vault (personal
 * data: an erasure empties it). The lead keeps `first_contact_at` and `last_outcome` in step, in the same transaction.
 */
export const leadOutcomes = pgTable(
  'lead_outcomes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id),
    portalId: integer('portal_id').notNull(),
    outcome: text('outcome', { enum: CONTACT_OUTCOMES }).notNull(),
    noteEnc: text('note_enc'),
    at: ts('at').notNull(),
    callbackAt: ts('callback_at'),
    appointmentAt: ts('appointment_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('lead_outcomes_outcome', sql`${t.outcome} in (${inList(CONTACT_OUTCOMES)})`),
    check('lead_outcomes_callback', sql`${t.outcome} <> 'CALLBACK' or ${t.callbackAt} is not null`),
    check('lead_outcomes_appointment', sql`${t.outcome} <> 'APPOINTMENT' or ${t.appointmentAt} is not null`),
    // The lead's outcomes newest first (the list, the lead's last outcome).
    index('lead_outcomes_lead').on(t.leadId, t.at.desc(), t.id.desc()),
  ],
);

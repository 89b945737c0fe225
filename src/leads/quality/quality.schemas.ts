import { type Static, Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { DateTime, StrictObject } from '../../platform/schemas.js';

const Count = (description: string) => Type.Integer({ minimum: 0, description });

const KoreaDate = (description: string) =>
  Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10, description });

export const QualityQuery = StrictObject({
  from: KoreaDate('The first Korea-time day of the range, YYYY-MM-DD (included)'),
  to: KoreaDate('The last Korea-time day of the range, YYYY-MM-DD (included; at most 366 days after from, counted)'),
});

export const QualityParams = Type.Object({ id: Type.String({ maxLength: 32, description: 'The provider' }) });

export const Rejected = component(
  'QualityRejected',
  Type.Object(
    {
      DUPLICATE_CONTACT: Count('A contact the provider had already sent (an import row repeating one of its file too)'),
      CONTACT_SUPPRESSED: Count('A phone under a do-not-contact suppression'),
      CONSENT: Count('A consent the rules refused: every CONSENT_* code'),
      SSN_NOT_ACCEPTED: Count('A resident registration number the provider may not send'),
    },
    { description: 'Registrations refused in the range (no lead stored), by reason' },
  ),
);

const FIGURES = {
  registered: Count('Leads registered in the range (the cohort)'),
  rejected: Rejected,
  assigned: Count('Of the cohort: ever confirmed to a consultant (allocation engine, automatic assignment or admin)'),
  contacted: Count('Of the cohort: with at least one contact outcome (a use alone does not count)'),
  consulted: Count('Of the cohort: with a CONSULTED, APPOINTMENT or APPLIED outcome'),
  applied: Count('Of the cohort: with an APPLIED outcome'),
  returned: Count('Of the cohort: with an approved AS request'),
  suppressed: Count('Of the cohort: whose phone is under a do-not-contact suppression now'),
  medianMinutesToFirstContact: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
    description:
      'Over the contacted ones: the median time from the first confirmation to the first contact, in whole ' +
      'minutes (rounded to the nearest); null when none was contacted',
  }),
};

export const QualityFigures = component('QualityFigures', Type.Object(FIGURES));

export const ProductQuality = component(
  'ProductQuality',
  Type.Object({ productId: Type.String(), productName: Type.String(), ...FIGURES }),
);

const EXAMPLE_FIGURES = {
  registered: 1240,
  rejected: { DUPLICATE_CONTACT: 87, CONTACT_SUPPRESSED: 3, CONSENT: 12, SSN_NOT_ACCEPTED: 0 },
  assigned: 1198,
  contacted: 1012,
  consulted: 431,
  applied: 58,
  returned: 41,
  suppressed: 9,
  medianMinutesToFirstContact: 14,
};

export const ProviderQuality = component(
  'ProviderQuality',
  Type.Object(
    {
      providerId: Type.String(),
      from: Type.String({ description: 'YYYY-MM-DD, Korea time' }),
      to: Type.String({ description: 'YYYY-MM-DD, Korea time' }),
      asOf: { ...DateTime, description: 'When the figures were computed: they may be up to one hour old' },
      total: QualityFigures,
      byProduct: Type.Array(ProductQuality, {
        description: 'Each product with a registration or a refusal in the range, by product id',
      }),
    },
    {
      examples: [
        {
          providerId: '3',
          from: '2026-10-01',
          to: '2026-10-31',
          asOf: '2026-11-28T05:12:40.118Z',
          total: EXAMPLE_FIGURES,
          byProduct: [{ productId: '7', productName: '건강보험 DB', ...EXAMPLE_FIGURES }],
        },
      ],
    },
  ),
);

export type ProviderQualityView = Static<typeof ProviderQuality>;
export type QualityFiguresView = Static<typeof QualityFigures>;
export type ProductQualityView = Static<typeof ProductQuality>;

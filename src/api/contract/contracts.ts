/** Service contracts (maintenance agreements) and the devices each covers (`serviceobject-contracts`). */
import { z } from 'zod';
import { Cents, DateOnly, Id, ListQuery, OrganisationRecord } from './common';

export const ServiceObjectContract = OrganisationRecord.extend({
  number: z.string(),
  name: z.string(),
  startDate: DateOnly,
  endDate: DateOnly.nullable(),
  visitsPerYear: z.number().int().nonnegative(),
  slaResponseHours: z.number().int().positive().nullable(),
  sla: z.string().nullable(),
  annualAmountCents: Cents.nullable(),
});
export type ServiceObjectContract = z.infer<typeof ServiceObjectContract>;

export const ContractServiceObject = OrganisationRecord.extend({
  contractId: Id,
  serviceObjectId: Id,
});
export type ContractServiceObject = z.infer<typeof ContractServiceObject>;

export const ServiceObjectContractListQuery = ListQuery.extend({
  organizationId: Id.optional(),
});
export type ServiceObjectContractListQuery = z.infer<typeof ServiceObjectContractListQuery>;

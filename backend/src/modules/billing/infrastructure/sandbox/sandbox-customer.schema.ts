import { EntitySchema, type Opt } from '@mikro-orm/core';

/** A customer of the in-process sandbox provider. */
export interface SandboxCustomer {
  id: string;
  email: string;
  name: string;
  createdAt: Opt<Date>;
}

/** The `billing_sandbox_customers` table (Migration20261122003000_billing). */
export const SandboxCustomerSchema = new EntitySchema<SandboxCustomer>({
  name: 'SandboxCustomer',
  tableName: 'billing_sandbox_customers',
  properties: {
    id: { type: 'string', length: 64, primary: true },
    email: { type: 'string', length: 254 },
    name: { type: 'string', length: 200 },
    createdAt: { type: 'datetime', defaultRaw: 'now()' },
  },
});

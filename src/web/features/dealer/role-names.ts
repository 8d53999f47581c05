/**
 * The roles of a dealership's team as the dealer's screens name them
 * (docs/decisions/040-dealer-team.md), with what each may do in a line.
 */
import {
  roleManager,
  roleManagerHint,
  roleOwner,
  roleOwnerHint,
  roleSales,
  roleSalesHint,
} from '#messages/team.ts';
import type { DealerRole } from '#shared/schemas/dealer-team.ts';

export const ROLE_NAMES: Readonly<Record<DealerRole, string>> = {
  owner: roleOwner,
  manager: roleManager,
  sales: roleSales,
};

export const ROLE_HINTS: Readonly<Record<DealerRole, string>> = {
  owner: roleOwnerHint,
  manager: roleManagerHint,
  sales: roleSalesHint,
};

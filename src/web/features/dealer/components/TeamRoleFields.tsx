/**
 * The role and price permission of a person of the team, as the add form and
 * the change form ask them (docs/decisions/040-dealer-team.md): a native
 * select of the three roles with what the chosen one may do under it, and
 * "May change prices", which only a sales executive needs (owners and
 * managers always may), so it shows for that role only.
 */
import type { UseFormRegister, UseFormWatch } from 'react-hook-form';
import { mayChangePrices, mayChangePricesHint, roleLabel } from '#messages/team.ts';
import { DEALER_ROLES, type DealerRole } from '#shared/schemas/dealer-team.ts';
import { CheckboxField } from '#web/components/form/CheckboxField.tsx';
import { ChevronSelect } from '#web/components/form/ChevronSelect.tsx';
import { Field } from '#web/components/form/field.tsx';
import { ROLE_HINTS, ROLE_NAMES } from '../role-names.ts';

/** The fields these controls fill. */
export interface RoleValues {
  Role: DealerRole;
  MayChangePrice: boolean;
}

export function TeamRoleFields<V extends RoleValues>({
  id,
  register,
  watch,
}: {
  /** The prefix of the controls' ids. */
  id: string;
  register: UseFormRegister<V>;
  watch: UseFormWatch<V>;
}) {
  // react-hook-form's generic paths: these two names are in every V.
  const reg = register as unknown as UseFormRegister<RoleValues>;
  const role = (watch as unknown as UseFormWatch<RoleValues>)('Role');
  return (
    <>
      <Field
        id={`${id}-role`}
        label={roleLabel}
        hint={ROLE_HINTS[role]}
        className="col-span-2 md:col-span-1"
      >
        <ChevronSelect
          id={`${id}-role`}
          className="min-h-12 text-base"
          aria-describedby={`${id}-role-hint`}
          {...reg('Role')}
        >
          {DEALER_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_NAMES[r]}
            </option>
          ))}
        </ChevronSelect>
      </Field>
      {role === 'sales' ? (
        <CheckboxField
          id={`${id}-price`}
          label={mayChangePrices}
          hint={mayChangePricesHint}
          className="col-span-2 md:col-span-1 md:mt-7"
          {...reg('MayChangePrice')}
        />
      ) : null}
    </>
  );
}

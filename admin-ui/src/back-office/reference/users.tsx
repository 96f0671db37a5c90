import {
  BooleanField,
  BooleanInput,
  FormDataConsumer,
  ReferenceInput,
  AutocompleteInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { CURRENCY_KEYS, ROLE_KEYS, SUPPORTED_LOCALES, TEAM_KEYS } from '@claims/domain';
import { userUpdatedMessage, type UpdatedUserResponse } from '@claims/contract';
import { codeChoices, LANGUAGE_NAMES } from '../shared/choices';
import { useFieldLabel } from '../shared/labels';
import { ReferenceCreate, ReferenceEdit } from '../shared/ReferenceForm';
import { ReferenceList } from '../shared/ReferenceList';
import { useValidators } from '../shared/validation';
import { companyOfRole, proposes, userPayload } from './user-roles';
import { MoneyInput } from '../../inputs/NumberInputs';
import { searchesPastTwoCharacters, suggestsPastTwoCharacters } from '../../inputs/remote-search';

const FIELDS = [
  'name',
  'lastName',
  'email',
  'role',
  'language',
  'clientId',
  'customsBrokerId',
  'team',
  'authorityLimit',
  'authorityCurrency',
  'active',
] as const;
const nameOf = (r: Record<string, unknown>) => `${r.name} ${r.lastName} <${r.email}>`;
const roleChoices = codeChoices('roles', ROLE_KEYS);
const languageChoices = SUPPORTED_LOCALES.map((l) => ({ id: l, name: LANGUAGE_NAMES[l] }));

export function UserList() {
  const label = useFieldLabel();
  return (
    <ReferenceList
      write="users.write"
      nameOf={nameOf}
      sort={{ field: 'name', order: 'ASC' }}
      filters={[<SelectInput key="role" source="role" label={label('role')} choices={roleChoices} />]}
    >
      <TextField source="name" label={label('name')} />
      <TextField source="lastName" label={label('lastName')} />
      <TextField source="email" label={label('email')} />
      <SelectField source="role" label={label('role')} choices={roleChoices} />
      <SelectField source="team" label={label('team')} choices={codeChoices('teams', TEAM_KEYS)} />
      <BooleanField source="active" label={label('active')} />
    </ReferenceList>
  );
}

/**
 * A user's company follows from the role (userRecordSchema in the API): client roles belong to a
 * client, broker roles to a broker, staff to neither; claims analysts have a team and any
 * proposer may have an authority limit above which a MASTER approves.
 */
function UserInputs() {
  const label = useFieldLabel();
  const v = useValidators();
  return (
    <>
      <TextInput
        source="name"
        label={label('name')}
        validate={[v.required('name'), v.maxLength('name', 100)]}
      />
      <TextInput
        source="lastName"
        label={label('lastName')}
        validate={[v.required('lastName'), v.maxLength('lastName', 100)]}
      />
      <TextInput source="email" label={label('email')} validate={[v.required('email'), v.email()]} />
      <SelectInput source="role" label={label('role')} choices={roleChoices} validate={v.required('role')} />
      <SelectInput source="language" label={label('language')} choices={languageChoices} />
      <FormDataConsumer<{ role?: string }>>
        {({ formData }) => {
          const company = companyOfRole(formData.role);
          return (
            <>
              {company === 'client' && (
                <ReferenceInput
                  source="clientId"
                  reference="clients"
                  enableGetChoices={searchesPastTwoCharacters}
                >
                  <AutocompleteInput
                    shouldRenderSuggestions={suggestsPastTwoCharacters}
                    label={label('clientId')}
                    optionText="name"
                    validate={v.required('clientId')}
                  />
                </ReferenceInput>
              )}
              {company === 'broker' && (
                <ReferenceInput
                  source="customsBrokerId"
                  reference="customs-brokers"
                  enableGetChoices={searchesPastTwoCharacters}
                >
                  <AutocompleteInput
                    shouldRenderSuggestions={suggestsPastTwoCharacters}
                    label={label('customsBrokerId')}
                    optionText="name"
                    validate={v.required('customsBrokerId')}
                  />
                </ReferenceInput>
              )}
              {formData.role === 'CLAIMS' && (
                <SelectInput source="team" label={label('team')} choices={codeChoices('teams', TEAM_KEYS)} />
              )}
              {/* Only those who propose agreements have a limit: a customer's form never shows one. */}
              {proposes(formData.role) && (
                <>
                  <MoneyInput
                    source="authorityLimit"
                    currencySource="authorityCurrency"
                    label={label('authorityLimit')}
                    validate={v.pattern('authorityLimit', /^\d+(\.\d{1,2})?$/)}
                  />
                  <SelectInput
                    source="authorityCurrency"
                    label={label('authorityCurrency')}
                    choices={codeChoices('currencies', CURRENCY_KEYS)}
                  />
                </>
              )}
            </>
          );
        }}
      </FormDataConsumer>
      <BooleanInput source="active" label={label('active')} />
    </>
  );
}

/** Saving a user sends them an invitation e-mail to set their password. */
export const UserCreate = () => (
  <ReferenceCreate
    note="backOffice.users.invitationNote"
    fields={FIELDS}
    shape={userPayload}
    successMessage="success.userRegistered"
    defaultValues={{ language: 'pt-BR', active: true }}
  >
    <UserInputs />
  </ReferenceCreate>
);

/** With a new e-mail, the toast says what happens next (an invitation, or a link to confirm it). */
const updatedMessage = (saved: Record<string, unknown>, sent: Record<string, unknown>) =>
  userUpdatedMessage(saved as Pick<UpdatedUserResponse, 'email' | 'emailChange'>, String(sent.email ?? ''));

export const UserEdit = () => (
  <ReferenceEdit fields={FIELDS} shape={userPayload} nameOf={nameOf} successMessage={updatedMessage}>
    <UserInputs />
  </ReferenceEdit>
);

import {
  AutocompleteInput,
  BooleanInput,
  FormDataConsumer,
  ReferenceInput,
  SelectInput,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { CURRENCY_KEYS, LANGUAGE_NAMES, ROLE_KEYS, SUPPORTED_LOCALES, TEAM_KEYS } from '@claims/domain';
import { userUpdatedMessage, type UpdatedUserResponse } from '@claims/contract';
import { codeChoices } from '../shared/choices';
import { FieldInputs } from '../shared/FieldInputs';
import { useFieldLabel } from '../shared/labels';
import { referenceScreens } from '../shared/reference-screens';
import { useValidators } from '../shared/validation';
import { companyOfRole, hasTeam, languageOfCountry, proposes, userPayload } from './user-roles';
import { MoneyInput } from '../../inputs/NumberInputs';
import { searchesPastTwoCharacters, suggestsPastTwoCharacters } from '../../inputs/remote-search';

const roleChoices = codeChoices('roles', ROLE_KEYS);
const teamChoices = codeChoices('teams', TEAM_KEYS);
const languageChoices = SUPPORTED_LOCALES.map((l) => ({ id: l, name: LANGUAGE_NAMES[l] }));

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
      <FieldInputs
        inputs={[
          { source: 'name', required: true, maxLength: 100 },
          { source: 'lastName', required: true, maxLength: 100 },
          { source: 'email', required: true, email: true },
          { source: 'role', choices: roleChoices, required: true },
          // Always one of the three: a user's e-mails are written in it.
          { source: 'language', choices: languageChoices, required: true },
        ]}
      />
      <FormDataConsumer<{ role?: string }>>
        {({ formData }) => {
          const company = companyOfRole(formData.role);
          return (
            <>
              {company === 'client' && <CompanyInput source="clientId" reference="clients" />}
              {company === 'broker' && <CompanyInput source="customsBrokerId" reference="customs-brokers" />}
              {hasTeam(formData.role) && (
                <SelectInput source="team" label={label('team')} choices={teamChoices} />
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

/** The one client or customs broker a user belongs to, searched past two characters. */
function CompanyInput({ source, reference }: { source: 'clientId' | 'customsBrokerId'; reference: string }) {
  const label = useFieldLabel();
  const v = useValidators();
  const proposeLanguage = useLanguageOfPickedClient();
  return (
    <ReferenceInput source={source} reference={reference} enableGetChoices={searchesPastTwoCharacters}>
      <AutocompleteInput
        shouldRenderSuggestions={suggestsPastTwoCharacters}
        label={label(source)}
        optionText="name"
        validate={v.required(source)}
        onChange={source === 'clientId' ? proposeLanguage : undefined}
      />
    </ReferenceInput>
  );
}

/**
 * On a new user's form, the client company picked proposes its country's language, unless the
 * staff member already chose one; an existing user keeps theirs.
 */
function useLanguageOfPickedClient() {
  const record = useRecordContext();
  const { getFieldState, setValue } = useFormContext();
  return (_id: unknown, client: RaRecord | '') => {
    if (record?.id !== undefined || !client || getFieldState('language').isDirty) return;
    const language = languageOfCountry(client.country);
    if (language) setValue('language', language);
  };
}

/** With a new e-mail, the toast says what happens next (an invitation, or a link to confirm it). */
const updatedMessage = (saved: Record<string, unknown>, sent: Record<string, unknown>) =>
  userUpdatedMessage(saved as Pick<UpdatedUserResponse, 'email' | 'emailChange'>, String(sent.email ?? ''));

export default referenceScreens({
  write: 'users.write',
  nameOf: (r) => `${r.name} ${r.lastName} <${r.email}>`,
  sortBy: 'name',
  columns: [
    'name',
    'lastName',
    'email',
    { source: 'role', choices: roleChoices },
    { source: 'team', choices: teamChoices },
    { source: 'active', type: 'boolean' },
  ],
  filters: [{ source: 'role', choices: roleChoices }],
  fields: [
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
  ],
  form: <UserInputs />,
  shape: userPayload,
  // Saving a user sends them an invitation e-mail to set their password.
  create: {
    successMessage: 'success.userRegistered',
    note: 'backOffice.users.invitationNote',
    // A new person reads their e-mails in the language of whoever registers them (a client's
    // operator in their company's country's), until they pick theirs.
    defaultValues: (screenLanguage) => ({ language: screenLanguage, active: true }),
  },
  edit: { successMessage: updatedMessage },
});

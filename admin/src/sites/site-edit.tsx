import {
  BooleanInput,
  CheckboxGroupInput,
  Edit,
  FormTab,
  NumberInput,
  required,
  SelectInput,
  TabbedForm,
  TextInput,
} from 'react-admin';
import {
  moderationChoices,
  searchChoices,
  searchFieldChoices,
  signupChoices,
  visibleFieldChoices,
} from './site-choices';
import { LocalisedTextInput } from './localised-text-input';
import { ProfileNotesInput } from './profile-notes-input';
import { CountriesInput, LanguageInput } from './site-inputs';
import { jsonFormat, jsonParse, SITE_RULES } from './site-rules';

const wide = { fullWidth: true } as const;

/**
 * Every setting of SPEC §3 for one site, checked with the server's rules. Saved settings reach members
 * on every instance within seconds (the server drops its cached settings on the change's notice).
 */
export const SiteEdit = () => (
  <Edit mutationMode="pessimistic">
    <TabbedForm warnWhenUnsavedChanges>
      <FormTab label="kindred.sites.tabs.general">
        <TextInput source="name" validate={SITE_RULES.name} {...wide} />
        <TextInput source="domain" validate={SITE_RULES.domain} {...wide} />
        <LanguageInput />
        <TextInput source="cdn_prefix" validate={SITE_RULES.cdn_prefix} {...wide} />
        <LocalisedTextInput source="index_title" maxLength={200} />
        <LocalisedTextInput source="description" maxLength={1000} multiline />
        <CountriesInput />
        <TextInput source="support_email" validate={SITE_RULES.support_email} {...wide} />
        <TextInput source="time_zone" validate={SITE_RULES.time_zone} />
      </FormTab>
      <FormTab label="kindred.sites.tabs.access" path="access">
        <SelectInput source="signups" choices={signupChoices} validate={required()} />
        <SelectInput source="logged_out_search" choices={searchChoices} />
        <SelectInput source="logged_out_search_trafficsource" choices={searchChoices} />
        <TextInput
          source="enable_site_entry_popup"
          validate={SITE_RULES.enable_site_entry_popup}
          helperText="kindred.sites.help.entry_popup"
        />
      </FormTab>
      <FormTab label="kindred.sites.tabs.credits" path="credits">
        <NumberInput source="message_credits" step={1} validate={SITE_RULES.send_credits} />
        <NumberInput source="photo_credits" step={1} validate={SITE_RULES.send_credits} />
        <NumberInput source="gift_credits" step={1} validate={SITE_RULES.send_credits} />
        <NumberInput source="signup_credits" step={1} validate={SITE_RULES.credits} />
        <TextInput
          source="minimum_message_costs"
          format={jsonFormat}
          parse={jsonParse}
          validate={SITE_RULES.minimum_message_costs}
          helperText="kindred.sites.help.message_costs"
          multiline
          {...wide}
        />
        <NumberInput source="refund_days" step={1} validate={SITE_RULES.refund_days} />
        <BooleanInput source="member_resell" />
      </FormTab>
      <FormTab label="kindred.sites.tabs.members" path="members">
        <NumberInput source="message_length" step={1} validate={SITE_RULES.message_length} />
        <NumberInput source="message_retention_days" step={1} validate={SITE_RULES.message_retention_days} />
        <CheckboxGroupInput source="visible_profile_fields" choices={visibleFieldChoices} />
        <ProfileNotesInput />
        <CheckboxGroupInput source="search_fields" choices={searchFieldChoices} />
        <SelectInput source="photo_moderation" choices={moderationChoices} />
        <NumberInput
          source="photo_safety_threshold"
          step={0.05}
          min={0}
          max={1}
          validate={SITE_RULES.photo_safety_threshold}
          helperText="kindred.sites.help.photo_safety_threshold"
        />
        <TextInput source="fictional_icon" validate={SITE_RULES.fictional_icon} />
        <LocalisedTextInput source="fictional_warning" maxLength={1000} multiline />
        <LocalisedTextInput source="fictional_singular" maxLength={100} />
        <LocalisedTextInput source="fictional_plural" maxLength={100} />
      </FormTab>
    </TabbedForm>
  </Edit>
);

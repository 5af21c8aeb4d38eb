import {
  BooleanField,
  FunctionField,
  NumberField,
  SelectField,
  Show,
  Tab,
  TabbedShowLayout,
  TextArrayField,
  TextField,
} from 'react-admin';
import { LocalisedTextField } from './localised-text-input';
import { moderationChoices, searchChoices, signupChoices } from './site-choices';
import type { SiteRecord } from './site-types';

const Json = ({ source }: { source: 'minimum_message_costs' | 'visible_profile_notes' }) => (
  <FunctionField<SiteRecord>
    source={source}
    render={(site) => <pre style={{ margin: 0, fontSize: 13 }}>{JSON.stringify(site[source], null, 2)}</pre>}
  />
);

/** Every setting of a site, grouped as in the edit form. */
export const SiteShow = () => (
  <Show>
    <TabbedShowLayout>
      <Tab label="kindred.sites.tabs.general">
        <NumberField source="id" />
        <TextField source="name" />
        <TextField source="domain" />
        <BooleanField source="is_default" />
        <TextField source="domain_language" />
        <TextField source="cdn_prefix" />
        <LocalisedTextField source="description" />
        <LocalisedTextField source="index_title" />
        <TextArrayField source="countries" />
        <TextField source="support_email" />
        <TextField source="time_zone" />
        <TextField source="push_public_key" sx={{ wordBreak: 'break-all' }} />
      </Tab>
      <Tab label="kindred.sites.tabs.access" path="access">
        <SelectField source="signups" choices={signupChoices} />
        <SelectField source="logged_out_search" choices={searchChoices} />
        <SelectField source="logged_out_search_trafficsource" choices={searchChoices} />
        <TextField source="enable_site_entry_popup" />
      </Tab>
      <Tab label="kindred.sites.tabs.credits" path="credits">
        <NumberField source="message_credits" />
        <NumberField source="photo_credits" />
        <NumberField source="gift_credits" />
        <NumberField source="signup_credits" />
        <Json source="minimum_message_costs" />
        <NumberField source="refund_days" />
        <BooleanField source="member_resell" />
      </Tab>
      <Tab label="kindred.sites.tabs.members" path="members">
        <NumberField source="message_length" />
        <NumberField source="message_retention_days" />
        <TextArrayField source="visible_profile_fields" />
        <Json source="visible_profile_notes" />
        <TextArrayField source="search_fields" />
        <SelectField source="photo_moderation" choices={moderationChoices} />
        <NumberField source="photo_safety_threshold" />
        <TextField source="fictional_icon" emptyText="—" />
        <LocalisedTextField source="fictional_warning" />
        <LocalisedTextField source="fictional_singular" />
        <LocalisedTextField source="fictional_plural" />
      </Tab>
    </TabbedShowLayout>
  </Show>
);

import { Box, Card, CardMedia, Chip, Stack, Typography } from '@mui/material';
import {
  ArrayField,
  BooleanField,
  DataTable,
  DateField,
  FunctionField,
  NumberField,
  Show,
  TabbedShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { AccountLedgerButton } from '../ledger/account-ledger-button';
import { MemberActions } from './member-actions';
import { BanChip, StatusChip } from './member-fields';
import type { MemberDetail, MemberPhoto } from './member-types';

/** The profile's photos, pending and rejected ones too, with their review state. */
const PhotoGrid = () => {
  const translate = useTranslate();
  const member = useRecordContext<MemberDetail>();
  const photos: MemberPhoto[] = member?.profile?.photos ?? [];
  if (!photos.length)
    return <Typography variant="body2">{translate('kindred.members.no_photos')}</Typography>;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {photos.map((photo) => (
        <Card key={photo.id} sx={{ width: 160 }} variant="outlined">
          <CardMedia component="img" height="160" image={photo.thumb_url} alt="" />
          <Box sx={{ p: 1, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <Chip
              size="small"
              label={translate(`kindred.members.photo_status.${photo.status}`, { _: photo.status })}
            />
            {photo.is_main && (
              <Chip size="small" color="primary" label={translate('kindred.members.main_photo')} />
            )}
          </Box>
        </Card>
      ))}
    </Stack>
  );
};

/** The latest ledger entries with a link to the whole ledger of the account. */
const CreditsTab = () => {
  const member = useRecordContext<MemberDetail>();
  if (!member) return null;
  return (
    <>
      <NumberField source="credits.balance" label="kindred.members.balance" />
      <AccountLedgerButton accountId={member.id} label="kindred.members.whole_ledger" />
      <ArrayField source="credits.entries" label="kindred.members.latest_entries">
        <DataTable bulkActionButtons={false}>
          <DataTable.NumberCol source="id" options={{ useGrouping: false }} />
          <DataTable.Col source="created_at">
            <DateField source="created_at" showTime />
          </DataTable.Col>
          <DataTable.Col source="kind" />
          <DataTable.NumberCol source="amount" />
          <DataTable.NumberCol source="balance_after" />
          <DataTable.Col source="reference" />
        </DataTable>
      </ArrayField>
    </>
  );
};

const ReportTable = ({ source }: { source: string }) => (
  <ArrayField source={source}>
    <DataTable bulkActionButtons={false} empty={<EmptyReports />}>
      <DataTable.NumberCol source="id" options={{ useGrouping: false }} />
      <DataTable.Col source="created_at">
        <DateField source="created_at" showTime />
      </DataTable.Col>
      <DataTable.NumberCol source="reporter_id" options={{ useGrouping: false }} />
      <DataTable.NumberCol source="target_profile_id" options={{ useGrouping: false }} />
      <DataTable.Col source="reason" />
      <DataTable.Col source="remarks" />
      <DataTable.Col source="status" />
    </DataTable>
  </ArrayField>
);

const EmptyReports = () => {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('kindred.members.no_reports')}</Typography>;
};

/** One member: account (with ban and login lock), profile and photos, credits, orders and reports. */
export const MemberShow = () => (
  <Show actions={<MemberActions />}>
    <TabbedShowLayout>
      <TabbedShowLayout.Tab label="kindred.members.tab.account">
        <NumberField source="id" options={{ useGrouping: false }} />
        <TextField source="email" />
        <TextField source="name" />
        <FunctionField<MemberDetail> source="status" render={(m) => <StatusChip status={m.status} />} />
        <FunctionField<MemberDetail> source="banned" render={(m) => <BanChip banned={m.banned} />} />
        <DateField source="banned_at" showTime emptyText="—" />
        <NumberField source="site_id" />
        <TextField source="language" />
        <BooleanField source="paid_user" />
        <BooleanField source="invisible" />
        <BooleanField source="fictional" />
        <DateField source="created_at" showTime />
        <DateField source="last_login_at" showTime emptyText="—" />
        <DateField source="deleted_at" showTime emptyText="—" />
        <NumberField source="failed_logins" />
        <DateField source="locked_until" showTime emptyText="—" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="kindred.members.tab.profile">
        <TextField source="profile.name" emptyText="—" />
        <TextField source="profile.gender" emptyText="—" />
        <TextField source="profile.seeking" emptyText="—" />
        <TextField source="profile.birth_date" emptyText="—" />
        <TextField source="profile.country" emptyText="—" />
        <TextField source="profile.city" emptyText="—" />
        <TextField source="profile.about" emptyText="—" />
        <TextField source="profile.status" emptyText="—" />
        <DateField source="profile.last_active_at" showTime emptyText="—" />
        <PhotoGrid />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="kindred.members.tab.credits">
        <CreditsTab />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="kindred.members.tab.orders">
        <NumberField source="orders.total" />
        <ArrayField source="orders.rows">
          <DataTable
            bulkActionButtons={false}
            rowClick={(id) => `/orders/${encodeURIComponent(String(id))}/show`}
          >
            <DataTable.Col source="id" />
            <DataTable.Col source="created_at">
              <DateField source="created_at" showTime />
            </DataTable.Col>
            <DataTable.Col source="status" />
            <DataTable.NumberCol source="credits" />
            <DataTable.NumberCol source="amount" />
            <DataTable.Col source="currency" />
            <DataTable.Col source="payment_method" />
          </DataTable>
        </ArrayField>
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label="kindred.members.tab.reports">
        <ReportTable source="reports.against" />
        <ReportTable source="reports.filed" />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);

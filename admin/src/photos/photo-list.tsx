import { BulkActionsToolbar, DateInput, List, NumberInput, Pagination, SelectInput } from 'react-admin';
import { PhotoBulkActions } from './photo-bulk-actions';
import { PhotoGrid } from './photo-grid';

const statusChoices = (['pending', 'approved', 'rejected'] as const).map((status) => ({
  id: status,
  name: `kindred.photos.status.${status}`,
}));
const heldChoices = [
  { id: 'true', name: 'ra.boolean.true' },
  { id: 'false', name: 'ra.boolean.false' },
];

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="held" source="held" choices={heldChoices} alwaysOn />,
  <NumberInput key="min_score" source="min_score" min={0} max={1} step={0.1} alwaysOn />,
  <DateInput key="from" source="from" />,
  <DateInput key="to" source="to" />,
  <NumberInput key="site_id" source="site_id" min={1} step={1} />,
  <NumberInput key="profile_id" source="profile_id" min={1} step={1} />,
];

/**
 * The photo review queue: photos awaiting review (pre: not shown yet; post: shown, to check) and those
 * decided lately, riskiest first (the classifier's safety score). Select photos in the grid, then
 * approve or reject them at once; a rejection carries the reason the member sees.
 */
export const PhotoList = () => (
  <List
    filters={filters}
    filterDefaultValues={{ status: 'pending' }}
    sort={{ field: 'safety_score', order: 'DESC' }}
    perPage={24}
    pagination={<Pagination rowsPerPageOptions={[24, 48, 96]} />}
    exporter={false}
  >
    <BulkActionsToolbar>
      <PhotoBulkActions />
    </BulkActionsToolbar>
    <PhotoGrid />
  </List>
);

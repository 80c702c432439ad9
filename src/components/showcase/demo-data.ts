/** Sample rows shared by the Table and FlexTable showcases: AI experts in the marketplace and their reviewers. */
import type { TableColumn, TableRow } from '../ui/table-types';

export const EXPERT_COLUMNS: TableColumn[] = [
  { key: 'expert', label: 'Expert' },
  { key: 'field', label: 'Field' },
  { key: 'owner', label: 'Reviewer', type: 'person' },
  { key: 'tasks', label: 'Tasks this month', type: 'number' },
  { key: 'approval', label: 'Approval rate', type: 'number' },
  { key: 'status', label: 'Status', type: 'tag' },
];

export const EXPERT_ROWS: TableRow[] = [
  { expert: 'Menu planner', field: 'School nutrition', owner: 'Amara Okafor', tasks: 1284, approval: '97%', status: { label: 'Active', color: 'success' } },
  { expert: 'Grant writer', field: 'Business', owner: 'Li Wei', tasks: 342, approval: '91%', status: { label: 'Active', color: 'success' } },
  { expert: 'Symptom diary coach', field: 'Health', owner: 'Sofia Marquez', tasks: 2210, approval: '88%', status: { label: 'Needs review', color: 'warning' } },
  { expert: 'Crop inspection aide', field: 'Agriculture', owner: 'Daniel Cohen', tasks: 96, approval: '99%', status: { label: 'Paused', color: 'neutral' } },
  { expert: 'Tenant rights guide', field: 'Legal', owner: 'Nadia Haddad', tasks: 517, approval: '74%', status: { label: 'Suspended', color: 'danger' } },
];

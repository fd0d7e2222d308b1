import { DEPARTMENT_ACTIVITY_DAYS, type DepartmentActivity, INSTITUTION_MESSAGES } from '@scholarlens/contracts';
import { errorMessage } from '@scholarlens/common';
import { useDepartments } from '../../api/intelligence';
import { type Column, DataTable } from './DataTable';

const COLUMNS: Column<DepartmentActivity>[] = [
  { label: 'Department', cell: (d) => d.department ?? INSTITUTION_MESSAGES.noDepartment },
  { label: 'Researchers', cell: (d) => d.researchers, align: 'right' },
  { label: `Active (${DEPARTMENT_ACTIVITY_DAYS} days)`, cell: (d) => d.activeResearchers, align: 'right' },
  { label: `Papers opened (${DEPARTMENT_ACTIVITY_DAYS} days)`, cell: (d) => d.papersOpened, align: 'right' },
  { label: 'Funding', cell: () => '—', align: 'right' },
];

/** Departments (spec inst §2): from members' departments and their activity; funding has no source ("—"). */
export function DepartmentsTable() {
  const departments = useDepartments();
  return (
    <DataTable
      testId="institutional-departments"
      rows={departments.data}
      columns={COLUMNS}
      rowKey={(d) => d.department ?? ''}
      loading={departments.isLoading}
      error={departments.isError ? `Departments could not be loaded. ${errorMessage(departments.error) ?? ''}` : null}
      empty="No departments yet"
      source="From the departments members were invited with and what they did; funding has no source yet."
    />
  );
}

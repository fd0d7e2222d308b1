import { Stack, Typography } from '@mui/material';
import { INSTITUTION_MESSAGES, type ResearchTeam } from '@scholarlens/contracts';
import { type Column, DataTable } from './DataTable';

const COLUMNS: Column<ResearchTeam>[] = [
  { label: 'Team', cell: (t) => t.name },
  { label: 'Department', cell: (t) => t.department ?? INSTITUTION_MESSAGES.noDepartment },
  { label: 'Members', cell: (t) => t.memberCount, align: 'right' },
  { label: 'Visibility', cell: (t) => (t.isPublic ? 'Public' : 'Private') },
];

/** Collaborations (spec inst §2): the institution's research teams; co-authoring institutions need an OpenAlex source. */
export function CollaborationsTable({ teams, loading, error }: { teams: ResearchTeam[] | undefined; loading: boolean; error: string | null }) {
  return (
    <Stack spacing={2}>
      <DataTable
        testId="institutional-collaborations"
        rows={teams}
        columns={COLUMNS}
        rowKey={(t) => t.id}
        loading={loading}
        error={error}
        empty={INSTITUTION_MESSAGES.noTeams}
        source="Research teams of the institution, from the portal's teams."
      />
      <Typography variant="body2" color="text.secondary" data-testid="institutional-coauthors">
        Co-authoring institutions: — (they come from OpenAlex once the institution's OpenAlex id is configured).
      </Typography>
    </Stack>
  );
}

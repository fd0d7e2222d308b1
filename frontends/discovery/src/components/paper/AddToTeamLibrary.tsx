import { useState } from 'react';
import { Button } from '@mui/material';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import { AddToTeamLibraryDialog, useAuth, useMyTeams } from '@scholarlens/common';
import { TEAM_LIBRARY_MESSAGES } from '@scholarlens/contracts';

/** "Add to team library" on a paper page (issue #38): shown to signed-in members of a team who are not only guests. */
export function AddToTeamLibrary({ paperId, title }: { paperId: string; title: string }) {
  const { isAuthenticated } = useAuth();
  const teams = (useMyTeams(isAuthenticated).data ?? []).filter((t) => t.myRole !== 'guest');
  const [open, setOpen] = useState(false);
  if (teams.length === 0) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<LibraryAddIcon />} onClick={() => setOpen(true)} data-testid="add-to-team-library">
        {TEAM_LIBRARY_MESSAGES.addToLibrary}
      </Button>
      {open && <AddToTeamLibraryDialog paperId={paperId} title={title} teams={teams} onClose={() => setOpen(false)} />}
    </>
  );
}

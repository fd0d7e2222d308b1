import { useState } from 'react';
import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import NoteAltIcon from '@mui/icons-material/NoteAlt';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { type Note, signInPath } from '@scholarlens/contracts';
import { EncryptedMark, StoredText, useAuth, useToast } from '@scholarlens/common';
import { useNoteMutations, useNotes } from '../api/paper';
import { Section } from './Sections';

const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
};

/** My Notes (spec core §2, §4, §5, §8): signed-in users add, edit and delete; guests are asked to sign in. */
export function NotesSection({ paperId }: { paperId: string }) {
  const { isAuthenticated, isLoading } = useAuth();
  const notes = useNotes(paperId, isAuthenticated);
  const { add, update, remove } = useNoteMutations(paperId);
  const { toast } = useToast();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [editText, setEditText] = useState('');

  if (isLoading) return null;
  if (!isAuthenticated) {
    return (
      <Section title="My Notes" id="my-notes" icon={<NoteAltIcon color="primary" />}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }} data-testid="notes-signin">
          <Typography color="text.secondary">Sign in to add notes to this paper</Typography>
          <Button variant="contained" onClick={() => window.location.assign(signInPath(window.location.pathname + window.location.search))}>
            Sign In
          </Button>
        </Stack>
      </Section>
    );
  }

  const saveNew = () => {
    const content = draft.trim();
    if (!content) return;
    add.mutate(content, {
      onSuccess: () => {
        setDraft('');
        setAdding(false);
        toast({ title: 'Note added successfully' });
      },
      onError: () => toast({ variant: 'destructive', title: 'Failed to add note' }),
    });
  };
  const saveEdit = (id: string) => {
    const content = editText.trim();
    if (!content) return;
    update.mutate(
      { id, content },
      {
        onSuccess: () => {
          setEditing(null);
          toast({ title: 'Note updated successfully' });
        },
        onError: () => toast({ variant: 'destructive', title: 'Failed to update note' }),
      },
    );
  };
  const del = (n: Note) => {
    if (!window.confirm('Are you sure you want to delete this note?')) return;
    remove.mutate(n.id, {
      onSuccess: () => toast({ title: 'Note deleted successfully' }),
      onError: () => toast({ variant: 'destructive', title: 'Failed to delete note' }),
    });
  };

  return (
    <Section
      title="My Notes"
      id="my-notes"
      icon={<NoteAltIcon color="primary" />}
      action={
        !adding && (
          <Button variant="outlined" onClick={() => setAdding(true)} data-testid="add-note">
            Add Note
          </Button>
        )
      }
    >
      {adding && (
        <Box sx={{ mb: 2 }}>
          <TextField
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            multiline
            rows={3}
            fullWidth
            autoFocus
            placeholder="Write a note about this paper..."
            slotProps={{ htmlInput: { 'aria-label': 'New note', 'data-testid': 'note-input' } }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Button variant="contained" onClick={saveNew} disabled={!draft.trim() || add.isPending} data-testid="save-note">
              Save Note
            </Button>
            <Button
              onClick={() => {
                setAdding(false);
                setDraft('');
              }}
            >
              Cancel
            </Button>
          </Stack>
        </Box>
      )}
      {notes.isLoading ? (
        <Typography color="text.secondary">Loading notes…</Typography>
      ) : notes.isError ? (
        <Typography color="error">Failed to load notes</Typography>
      ) : (notes.data ?? []).length === 0 ? (
        !adding && <Typography color="text.secondary">No notes yet. Add your first note about this paper.</Typography>
      ) : (
        <Stack spacing={1.5} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {(notes.data ?? []).map((n) => (
            <Box component="li" key={n.id} data-testid="note" sx={{ p: 1.5, borderRadius: 1.5, border: 1, borderColor: 'divider' }}>
              {editing === n.id ? (
                <>
                  <TextField
                    value={editText}
                    onChange={(e) => setEditText(e.target.value)}
                    multiline
                    rows={3}
                    fullWidth
                    autoFocus
                    slotProps={{ htmlInput: { 'aria-label': 'Edit note' } }}
                  />
                  <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                    <Button variant="contained" size="small" onClick={() => saveEdit(n.id)} disabled={!editText.trim() || update.isPending}>
                      Save
                    </Button>
                    <Button size="small" onClick={() => setEditing(null)}>
                      Cancel
                    </Button>
                  </Stack>
                </>
              ) : (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <StoredText content={n.content} protection={n.protection} testId="note-content" />
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography variant="caption" color="text.secondary">
                        {when(n.createdAt)}
                        {n.updatedAt !== n.createdAt && ' · edited'}
                      </Typography>
                      <EncryptedMark protection={n.protection} />
                    </Stack>
                  </Box>
                  {n.protection !== 'removed' && (
                    <Tooltip title="Edit note" enterDelay={700}>
                      <IconButton
                        size="small"
                        aria-label="Edit note"
                        onClick={() => {
                          setEditing(n.id);
                          setEditText(n.content);
                        }}
                      >
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  <Tooltip title="Delete note" enterDelay={700}>
                    <IconButton size="small" aria-label="Delete note" onClick={() => del(n)} disabled={remove.isPending}>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
}

import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Paper, Stack, Typography } from '@mui/material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { AUTH } from '@scholarlens/contracts';

const centred = { p: { xs: 3, md: 5 }, textAlign: 'center', maxWidth: 560, mx: 'auto' } as const;

/** Signed out (spec inst §2): 'Institution Portal' with a sign-in prompt. */
export function SignedOutPrompt({ title }: { title: string }) {
  return (
    <Paper variant="outlined" sx={centred} data-testid="institution-sign-in">
      <LockOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, my: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Sign in to access your institution's teams, members and usage.
      </Typography>
      <Button variant="contained" href={AUTH.signIn}>
        Sign In
      </Button>
    </Paper>
  );
}

/** Signed in without an institution (spec inst §2), with Contact Sales explaining how one joins. */
export function NoInstitution({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" sx={centred} data-testid="no-institution">
      <ApartmentIcon sx={{ fontSize: 48, color: 'text.disabled' }} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, my: 1 }}>
        No Institution Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        You are not associated with any institution yet
      </Typography>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Contact Sales
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="contact-sales-title" fullWidth maxWidth="xs">
        <DialogTitle id="contact-sales-title">Contact Sales</DialogTitle>
        <DialogContent>
          <Stack spacing={1.5}>
            <Typography>
              Institutions are set up by a ScholarLens administrator, who chooses the licence tier and number of seats.
            </Typography>
            <Typography>
              If your institution already uses ScholarLens, ask its administrator to invite <strong>{email}</strong>: you join
              it the next time you sign in.
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

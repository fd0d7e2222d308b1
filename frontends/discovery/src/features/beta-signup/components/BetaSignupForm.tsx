import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Container, MenuItem, Paper as MuiPaper, Stack, TextField, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { BETA_ROLE_LABELS, BETA_ROLES, type BetaRole } from '@scholarlens/contracts';
import { errorStatus, serverMessage, useToast } from '@scholarlens/common';
import { splitInterests } from '../../../lib/paper-rules';
import { useBetaRegister } from '../api/register';

const HEARD = ['Search engine', 'Colleague or friend', 'Social media', 'Conference or event', 'University', 'Other'];

/** /beta-signup (inst §2, §5, §8): registration form, then a welcome screen. */
export function BetaSignupForm() {
  const register = useBetaRegister();
  const { toast } = useToast();
  const [done, setDone] = useState(false);
  const [form, setForm] = useState({ name: '', email: '', institution: '', role: 'researcher' as BetaRole, interests: '', expectedUsage: '', hearAboutUs: '' });
  const [emailError, setEmailError] = useState<string | null>(null);
  const [interestsError, setInterestsError] = useState(false);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    if (k === 'email') setEmailError(null);
    if (k === 'interests') setInterestsError(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const researchInterests = splitInterests(form.interests);
    if (researchInterests.length === 0) {
      setInterestsError(true);
      return;
    }
    register.mutate(
      {
        name: form.name.trim(),
        email: form.email.trim(),
        institution: form.institution.trim(),
        role: form.role,
        researchInterests,
        expectedUsage: form.expectedUsage.trim(),
        hearAboutUs: form.hearAboutUs,
      },
      {
        onSuccess: () => {
          toast({ title: 'Beta Access Granted!', description: 'Welcome to ScholarLens. Check your email for login instructions.' });
          setDone(true);
        },
        onError: (error) => {
          if (errorStatus(error) === 409) setEmailError(serverMessage(error) ?? 'This e-mail is already registered for the beta.');
          toast({ variant: 'destructive', title: 'Registration Failed', description: 'Please try again or contact support.' });
        },
      },
    );
  };

  if (done) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <MuiPaper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid="beta-welcome">
          <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, mt: 1 }}>
            Welcome to the ScholarLens beta!
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Thanks, {form.name.trim()}. Here is what happens next:
          </Typography>
          <Box component="ol" sx={{ textAlign: 'left', mt: 2, pl: 3, '& li': { mb: 1 } }}>
            <li>Check your inbox at {form.email.trim()} for your login instructions.</li>
            <li>Sign in and explore the research feed with AI summaries.</li>
            <li>Bookmark papers and ask the AI assistant about them.</li>
          </Box>
          <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ mt: 2 }}>
            Explore Platform
          </Button>
        </MuiPaper>
      </Container>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        Join Beta
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        Get early access to AI-powered research discovery.
      </Typography>
      <MuiPaper variant="outlined" component="form" onSubmit={submit} sx={{ p: { xs: 2, sm: 3 } }} data-testid="beta-form">
        <Stack spacing={2}>
          <TextField label="Full name" required value={form.name} onChange={set('name')} autoComplete="name" />
          <TextField
            label="Email"
            type="email"
            required
            value={form.email}
            onChange={set('email')}
            autoComplete="email"
            error={emailError !== null}
            helperText={emailError ?? undefined}
          />
          <TextField label="Institution" required value={form.institution} onChange={set('institution')} autoComplete="organization" />
          <TextField select label="Role" required value={form.role} onChange={set('role')}>
            {BETA_ROLES.map((role) => (
              <MenuItem key={role} value={role}>
                {BETA_ROLE_LABELS[role]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Research interests"
            required
            value={form.interests}
            onChange={set('interests')}
            placeholder="e.g. machine learning, computer vision, NLP"
            error={interestsError}
            helperText={interestsError ? 'Enter at least one research interest.' : 'Separate interests with commas.'}
          />
          <TextField label="Expected usage" placeholder="How do you expect to use ScholarLens?" required multiline rows={3} value={form.expectedUsage} onChange={set('expectedUsage')} />
          <TextField select label="How did you hear about us?" required value={form.hearAboutUs} onChange={set('hearAboutUs')}>
            {HEARD.map((h) => (
              <MenuItem key={h} value={h}>
                {h}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" size="large" disabled={register.isPending} data-testid="beta-submit">
            {register.isPending ? 'Submitting...' : 'Request Beta Access'}
          </Button>
        </Stack>
      </MuiPaper>
    </Container>
  );
}

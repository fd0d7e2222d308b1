import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ExternalCourse } from '@scholarlens/contracts';

/** Courses the admin console's course crawler found at other universities: listed apart, each with its source. */
export function ElsewhereCourses({ courses }: { courses: ExternalCourse[] | undefined }) {
  return (
    <Box component="section" aria-labelledby="elsewhere-title" sx={{ mt: 5 }} data-testid="courses-elsewhere">
      <Typography id="elsewhere-title" variant="h6" component="h2">
        Courses at other universities
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Found in public course catalogues by the admin console's course crawler; they are not your institution's courses.
      </Typography>
      {courses && courses.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The crawler has not found any yet.
        </Typography>
      ) : null}
      <List dense>
        {(courses ?? []).map((c) => (
          <ListItem key={`${c.domain}-${c.url}`} disableGutters>
            <ListItemText
              primary={
                <Link href={c.url} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
                  {c.code ? `${c.code} · ` : ''}
                  {c.title}
                  <OpenInNewIcon sx={{ fontSize: 14, ml: 0.5, verticalAlign: 'middle' }} aria-label="opens the source" />
                </Link>
              }
              secondary={c.university}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

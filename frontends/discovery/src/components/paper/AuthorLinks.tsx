import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import { authorPath, shownAuthors } from '@scholarlens/contracts';

/** The authors rule (spec core §5), each shown name a link to its author page. */
export function AuthorLinks({ authors }: { authors: readonly string[] }) {
  const { shown, etAl } = shownAuthors(authors);
  return (
    <>
      {shown.map((name, i) => (
        <Fragment key={`${i}:${name}`}>
          {i > 0 && ', '}
          <Link component={RouterLink} to={authorPath(name)} underline="hover" color="inherit" data-testid="author-link">
            {name}
          </Link>
        </Fragment>
      ))}
      {etAl && ' et al.'}
    </>
  );
}

import { Navigate, useParams } from 'react-router';
import { Box, Container, Stack } from '@mui/material';
import { paperPath } from '../components/paper/PaperCard';
import { useBookmarks } from '../lib/bookmarks';
import { usePaper } from '../features/paper/api/paper';
import { PaperHeader } from '../features/paper/components/PaperHeader';
import { AbstractSection, ComplianceNotice, IntelligenceSection, SummarySection } from '../features/paper/components/Sections';
import { NotesSection } from '../features/paper/components/NotesSection';
import { PaperNotFound } from '../features/paper/components/PaperNotFound';
import { PaperSkeleton } from '../features/paper/components/PaperSkeleton';
import { SimilarPapersSection } from '../features/paper/components/SimilarPapers';
import { CitationsSection } from '../features/paper/components/CitationsSection';
import { ChatPanel } from '../features/chat/components/ChatPanel';
import { useTabTitle } from '../lib/tab-title';
import { texToPlainText } from '@scholarlens/common';

/** /paper/:id — paper detail (spec core §2). */
export default function PaperPage() {
  const { id = '' } = useParams();
  const { data: paper, isLoading, isError } = usePaper(id);
  const { bookmarks } = useBookmarks();
  // The tab shows the title as plain text (TeX read out).
  useTabTitle(paper ? texToPlainText(paper.title) : undefined);
  const collection = bookmarks.map((b) => ({ id: b.paperId }));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      {isLoading ? (
        <PaperSkeleton />
      ) : isError || !paper ? (
        <PaperNotFound />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' }, gap: 3, alignItems: 'start' }}>
          <Stack spacing={2.5} sx={{ minWidth: 0 }}>
            <PaperHeader paper={paper} />
            <AbstractSection paper={paper} />
            <SummarySection key={`s-${paper.id}`} paper={paper} />
            <IntelligenceSection key={`i-${paper.id}`} paper={paper} />
            <SimilarPapersSection paperId={paper.id} />
            <CitationsSection paper={paper} />
            <ComplianceNotice />
            <NotesSection paperId={paper.id} />
          </Stack>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <ChatPanel key={paper.id} paper={paper} papers={collection} collectionLabel="in your bookmarks" title="Ask about this paper" height={380} />
          </Box>
        </Box>
      )}
    </Container>
  );
}

/** /papers/:id redirects to /paper/:id. */
export function PapersRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={paperPath(id)} replace />;
}

import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Button, Card, CardActionArea, Stack, Typography } from '@mui/material';
import ArticleIcon from '@mui/icons-material/Article';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import { AddToTeamLibraryDialog, EncryptedMark, MathText, StoredText, texToPlainText } from '@scholarlens/common';
import { COLLABORATION_MESSAGES, TEAM_LIBRARY_MESSAGES, type TeamMessage } from '@scholarlens/contracts';

/** Hours and minutes (spec inst §2), in the reader's locale and time zone. */
export const messageTime = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * One message; a paper share shows the spec's "Shared Paper" card, which opens the paper's page,
 * and "Add to team library" (issue #38) for `team`.
 */
export function MessageItem({ message, team }: { message: TeamMessage; team?: { id: string; name: string } }) {
  const paper = message.messageType === 'paper_share' ? message.metadata : null;
  const [adding, setAdding] = useState(false);
  return (
    <Stack direction="row" spacing={1.5} sx={{ py: 1 }} data-testid="message-item" data-seq={message.seq}>
      <Avatar src={message.user.avatar ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 15 }}>
        {message.user.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
          <Typography variant="subtitle2" component="span" sx={{ fontWeight: 700 }} noWrap>
            {message.user.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="time" dateTime={message.createdAt}>
            {messageTime(message.createdAt)}
          </Typography>
          <EncryptedMark protection={message.protection} />
        </Stack>
        {paper && (
          <Card variant="outlined" sx={{ mt: 0.5, mb: 0.5, maxWidth: 480, bgcolor: 'rgba(26,58,107,0.04)' }} data-testid="shared-paper">
            <CardActionArea component={RouterLink} to={`/paper/${encodeURIComponent(paper.paperId)}`} sx={{ p: 1.25 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <ArticleIcon fontSize="small" color="primary" />
                <Typography variant="caption" color="primary" sx={{ fontWeight: 700 }}>
                  {COLLABORATION_MESSAGES.sharedPaper}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5, overflowWrap: 'anywhere' }} data-testid="shared-paper-title">
                <MathText text={paper.paperTitle ?? paper.paperId} />
              </Typography>
            </CardActionArea>
            {team && (
              <Button size="small" startIcon={<LibraryAddIcon />} sx={{ m: 0.5 }} onClick={() => setAdding(true)} data-testid="share-to-library">
                {TEAM_LIBRARY_MESSAGES.addToLibrary}
              </Button>
            )}
          </Card>
        )}
        {paper && team && adding && (
          <AddToTeamLibraryDialog paperId={paper.paperId} title={paper.paperTitle ?? paper.paperId} teams={[team]} messageId={message.id} onClose={() => setAdding(false)} />
        )}
        {/* A share without a comment carries the title (as written, or as plain text from a paper page) as its text: the card above already shows it, rendered. */}
        {!(paper && (message.content === paper.paperTitle || message.content === texToPlainText(paper.paperTitle))) && (
          <StoredText content={message.content} protection={message.protection} variant="body2" testId="message-content" />
        )}
      </Box>
    </Stack>
  );
}

import { Link as RouterLink } from 'react-router';
import { Avatar, Box, Card, CardActionArea, Stack, Typography } from '@mui/material';
import ArticleIcon from '@mui/icons-material/Article';
import { EncryptedMark, StoredText } from '@scholarlens/common';
import { COLLABORATION_MESSAGES, type TeamMessage } from '@scholarlens/contracts';

/** Hours and minutes (spec inst §2), in the reader's locale and time zone. */
export const messageTime = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/** One message; a paper share shows the spec's "Shared Paper" card, which opens the paper's page. */
export function MessageItem({ message }: { message: TeamMessage }) {
  const paper = message.messageType === 'paper_share' ? message.metadata : null;
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
              <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
                {paper.paperTitle}
              </Typography>
            </CardActionArea>
          </Card>
        )}
        <StoredText content={message.content} protection={message.protection} variant="body2" testId="message-content" />
      </Box>
    </Stack>
  );
}

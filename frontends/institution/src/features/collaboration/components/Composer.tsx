import { type KeyboardEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Box, IconButton, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { errorMessage, usePostMessage, useToast } from '@scholarlens/common';
import { COLLABORATION_LIMITS, COLLABORATION_MESSAGES, type Channel } from '@scholarlens/contracts';
import { addMessages } from '../api/collaboration';

/** "Message #{channel}": Enter sends, Shift+Enter makes a new line; send is disabled while blank or pending; cleared on success. */
export function Composer({ teamId, channel }: { teamId: string; channel: Channel }) {
  const [text, setText] = useState('');
  const post = usePostMessage();
  const client = useQueryClient();
  const { toast } = useToast();
  const blank = !text.trim();
  const send = () => {
    if (blank || post.isPending) return;
    post.mutate(
      { teamId, channelId: channel.id, body: { content: text.trim(), messageType: 'text' } },
      {
        onSuccess: (message) => {
          setText('');
          addMessages(client, teamId, channel.id, [message]);
        },
        onError: (err) => toast({ title: COLLABORATION_MESSAGES.messageSendFailed, description: errorMessage(err) ?? undefined, variant: 'destructive' }),
      },
    );
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider', alignItems: 'flex-end' }}>
      <TextField
        fullWidth
        multiline
        maxRows={6}
        size="small"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={COLLABORATION_MESSAGES.composerPlaceholder(channel.name)}
        slotProps={{ htmlInput: { maxLength: COLLABORATION_LIMITS.messageMaxLength, 'aria-label': COLLABORATION_MESSAGES.composerPlaceholder(channel.name), 'data-testid': 'composer' } }}
      />
      <IconButton color="primary" onClick={send} disabled={blank || post.isPending} aria-label="Send message" data-testid="send-message">
        <SendIcon />
      </IconButton>
    </Box>
  );
}

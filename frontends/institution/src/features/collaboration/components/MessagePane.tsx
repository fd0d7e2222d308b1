import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { errorMessage } from '@scholarlens/common';
import { COLLABORATION_LIMITS, COLLABORATION_MESSAGES, type Channel, type CollaborationMember } from '@scholarlens/contracts';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useChannelMessages, useLiveMessages } from '../api/collaboration';
import { AddChannelMemberDialog } from './AddChannelMemberDialog';
import { Composer } from './Composer';
import { MessageItem } from './MessageItem';

/** Placeholders while the messages load (spec inst §9: 5). */
const MESSAGE_SKELETONS = 5;

/**
 * The selected channel's messages, oldest at the top; older pages on demand; new ones arrive live.
 * `addable`: team members a team administrator may add to this private channel (absent otherwise).
 */
export function MessagePane({
  teamId,
  channel,
  addable,
  library,
}: {
  teamId: string;
  channel: Channel;
  addable?: CollaborationMember[];
  /** The team whose library a shared paper can be added to (absent for guests). */
  library?: { id: string; name: string };
}) {
  const [adding, setAdding] = useState(false);
  const query = useChannelMessages(teamId, channel.id);
  const messages = useMemo(() => (query.data?.pages.flatMap((p) => p.messages) ?? []).slice().reverse(), [query.data]);
  // The stream starts after the newest message of the first load, once: later messages come through it.
  const [after, setAfter] = useState<number | null>(null);
  useEffect(() => {
    if (after === null && query.isSuccess) setAfter(messages.at(-1)?.seq ?? -1);
  }, [after, query.isSuccess, messages]);
  useLiveMessages(teamId, channel.id, after);

  const scroller = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  // Stay at the newest message as messages arrive (loading older ones keeps the reader's place instead).
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && newest) el.scrollTop = el.scrollHeight;
  }, [newest]);

  return (
    <Stack sx={{ height: COLLABORATION_LIMITS.paneHeight }} data-testid="message-pane">
      <Stack direction="row" sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: 'center', gap: 1 }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h3" sx={{ fontWeight: 700 }} data-testid="pane-channel-name">
            #{channel.name}
          </Typography>
          {channel.description && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {channel.description}
            </Typography>
          )}
        </Box>
        {addable && (
          <Button size="small" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)} data-testid="add-channel-member">
            Add member
          </Button>
        )}
      </Stack>
      {adding && addable && <AddChannelMemberDialog teamId={teamId} channel={channel} members={addable} onClose={() => setAdding(false)} />}
      <Box ref={scroller} sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1 }} role="log" aria-live="polite" aria-label={`Messages in #${channel.name}`} data-testid="message-list">
        {query.isLoading ? (
          Array.from({ length: MESSAGE_SKELETONS }, (_, i) => (
            <Stack key={i} direction="row" spacing={1.5} sx={{ py: 1 }} data-testid="message-skeleton">
              <Skeleton variant="circular" width={32} height={32} />
              <Box sx={{ flex: 1 }}>
                <Skeleton width="30%" />
                <Skeleton width="80%" />
              </Box>
            </Stack>
          ))
        ) : query.isError ? (
          <Alert severity="error">{errorMessage(query.error) ?? 'The messages could not be loaded.'}</Alert>
        ) : messages.length === 0 ? (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary', textAlign: 'center' }} data-testid="no-messages">
            {COLLABORATION_MESSAGES.noMessages}
          </Box>
        ) : (
          <>
            {query.hasNextPage && (
              <Box sx={{ textAlign: 'center', py: 1 }}>
                <Button size="small" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
                  {query.isFetchingNextPage ? 'Loading…' : 'Load older messages'}
                </Button>
              </Box>
            )}
            {messages.map((m) => (
              <MessageItem key={m.id} message={m} team={library} />
            ))}
          </>
        )}
      </Box>
      <Composer teamId={teamId} channel={channel} />
    </Stack>
  );
}

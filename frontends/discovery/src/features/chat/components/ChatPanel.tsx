import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Avatar, Box, Chip, IconButton, Paper as MuiPaper, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import PersonIcon from '@mui/icons-material/Person';
import ArticleIcon from '@mui/icons-material/Article';
import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import PublicIcon from '@mui/icons-material/Public';
import type { Paper } from '@scholarlens/contracts';
import type { ChatContext, ChatMessage } from '@scholarlens/contracts';
import { AiCaption } from '../../../components/paper/AiCaption';
import { CHAT_CARD_AUTHORS, firstAuthors } from '../../../lib/paper-rules';

/** Delay before a clicked suggestion is sent (spec core §9). */
const CHAT_SUGGESTION_DELAY_MS = 100;
import { useSendChat } from '../api/chat';
import { MathText } from '@scholarlens/common';

const WELCOME =
  "Hello! I'm your AI research assistant. Ask me about a paper, compare the papers in your collection, or ask a general research question.";
const ERROR_REPLY = 'Sorry, I encountered an error. Please try again.';

const STARTERS: Record<ChatContext, string[]> = {
  paper: ['Summarize the key findings', 'What methodology does this paper use?', 'What are the limitations of this work?'],
  collection: ['What themes connect these papers?', 'Which paper should I read first?', 'Compare the main approaches'],
  general: ['What are the latest trends in AI research?', 'How do I write a good literature review?', 'Suggest research directions in NLP'],
};

let seq = 0;
const nextId = () => `m${Date.now().toString(36)}${(seq++).toString(36)}`;

interface Props {
  /** The paper in context (paper page, or the one chosen in the network). */
  paper?: Paper | null;
  /** The collection (the feed's loaded papers, or the bookmarks). */
  papers?: Pick<Paper, 'id'>[];
  /** Names the collection, e.g. "in the current feed". */
  collectionLabel?: string;
  /** Shown above the conversation. */
  title?: string;
  height?: number;
}

/** AI chat (spec core §2, §4, §5, §8): welcome message, suggestions, contexts, typing indicator. */
export function ChatPanel({ paper = null, papers = [], collectionLabel = 'in the current feed', title = 'AI Research Assistant', height = 460 }: Props) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [{ id: 'welcome', type: 'assistant', content: WELCOME, timestamp: Date.now(), suggestions: [] }]);
  const [input, setInput] = useState('');
  const [context, setContext] = useState<ChatContext>(paper ? 'paper' : papers.length ? 'collection' : 'general');
  const send = useSendChat();
  const listRef = useRef<HTMLDivElement | null>(null);
  const inputId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // A new paper handed over (e.g. from the network) becomes the context.
  const paperId = paper?.id ?? null;
  useEffect(() => {
    if (paperId) setContext('paper');
  }, [paperId]);
  // Contexts that lost their subject fall back to general.
  useEffect(() => {
    if (context === 'paper' && !paper) setContext(papers.length ? 'collection' : 'general');
    if (context === 'collection' && papers.length === 0) setContext('general');
  }, [context, paper, papers.length]);

  useEffect(() => {
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, send.isPending]);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const submit = (text: string) => {
    const message = text.trim();
    if (!message || send.isPending) return;
    setMessages((m) => [...m, { id: nextId(), type: 'user', content: message, timestamp: Date.now() }]);
    setInput('');
    send.mutate(
      { message, context, paperId: paper?.id, paperIds: papers.map((p) => p.id) },
      {
        onSuccess: (res) =>
          setMessages((m) => [
            ...m,
            { id: nextId(), type: 'assistant', content: res.response, timestamp: Date.now(), suggestions: res.suggestions ?? [], provider: res.provider, model: res.model },
          ]),
        onError: (error) => {
          console.error('Failed to get AI response', error);
          setMessages((m) => [...m, { id: nextId(), type: 'assistant', content: ERROR_REPLY, timestamp: Date.now() }]);
        },
      },
    );
  };

  const suggest = (s: string) => {
    if (send.isPending) return;
    setInput(s);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => submit(s), CHAT_SUGGESTION_DELAY_MS);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit(input);
    }
  };

  const last = messages[messages.length - 1];
  const chips = last.type === 'assistant' && last.suggestions && last.suggestions.length ? last.suggestions : messages.length === 1 ? STARTERS[context] : [];

  return (
    <MuiPaper variant="outlined" component="section" aria-label={title} data-testid="chat-panel" sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <Box sx={{ p: { xs: 1.5, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
        <Stack spacing={1.25}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <SmartToyIcon color="secondary" />
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
          </Stack>
          <ToggleButtonGroup
            size="small"
            fullWidth
            exclusive
            value={context}
            onChange={(_e, v: ChatContext | null) => v && setContext(v)}
            aria-label="Chat context"
            data-testid="chat-context"
          >
            <ToggleButton value="paper" disabled={!paper} aria-label="Paper context" sx={{ maxWidth: 180 }}>
              <ArticleIcon fontSize="small" sx={{ mr: 0.5 }} />
              Paper
            </ToggleButton>
            <ToggleButton value="collection" disabled={papers.length === 0} aria-label="Collection context" sx={{ maxWidth: 180 }}>
              <CollectionsBookmarkIcon fontSize="small" sx={{ mr: 0.5 }} />
              Collection
            </ToggleButton>
            <ToggleButton value="general" aria-label="General context" sx={{ maxWidth: 180 }}>
              <PublicIcon fontSize="small" sx={{ mr: 0.5 }} />
              General
            </ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {context === 'paper' && paper && (
          <Box data-testid="chat-paper-card" sx={{ mt: 1.5, p: 1.25, borderRadius: 1.5, bgcolor: 'rgba(26,58,107,0.05)', border: 1, borderColor: 'divider' }}>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              <MathText text={paper.title} />
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {paper.authors.length ? firstAuthors(paper.authors, CHAT_CARD_AUTHORS) : 'Unknown authors'}
            </Typography>
          </Box>
        )}
        {context === 'collection' && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            Asking about {papers.length} paper{papers.length === 1 ? '' : 's'} {collectionLabel}.
          </Typography>
        )}
      </Box>

      <Box ref={listRef} role="log" aria-live="polite" aria-label="Conversation" data-testid="chat-messages" sx={{ p: { xs: 1.5, sm: 2 }, overflowY: 'auto', height: { xs: Math.min(height, 340), sm: height }, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {messages.map((m) => (
          <Stack key={m.id} direction={m.type === 'user' ? 'row-reverse' : 'row'} spacing={1} sx={{ alignItems: 'flex-start' }} data-testid={`chat-message-${m.type}`}>
            <Avatar sx={{ width: 30, height: 30, bgcolor: m.type === 'user' ? 'primary.main' : 'secondary.main' }} aria-hidden>
              {m.type === 'user' ? <PersonIcon fontSize="small" /> : <SmartToyIcon fontSize="small" />}
            </Avatar>
            <Box
              sx={{
                maxWidth: '80%',
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: m.type === 'user' ? 'primary.main' : 'grey.100',
                color: m.type === 'user' ? '#fff' : 'text.primary',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
              }}
            >
              <Typography variant="body2" component="div">
                <Box component="span" sx={visuallyHidden}>
                  {m.type === 'user' ? 'You: ' : 'Assistant: '}
                </Box>
                {m.type === 'assistant' ? <MathText text={m.content} /> : m.content}
              </Typography>
              {m.type === 'assistant' && <AiCaption provider={m.provider} model={m.model} />}
            </Box>
          </Stack>
        ))}
        {send.isPending && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status" data-testid="chat-typing">
            <Avatar sx={{ width: 30, height: 30, bgcolor: 'secondary.main' }} aria-hidden>
              <SmartToyIcon fontSize="small" />
            </Avatar>
            <Box sx={{ px: 1.5, py: 1.25, borderRadius: 2, bgcolor: 'grey.100', display: 'flex', gap: 0.5 }} aria-label="Assistant is typing">
              {[0, 1, 2].map((i) => (
                <Box
                  key={i}
                  sx={{
                    width: 7,
                    height: 7,
                    borderRadius: '50%',
                    bgcolor: 'text.secondary',
                    animation: 'sl-dot 1.2s infinite ease-in-out',
                    animationDelay: `${i * 0.15}s`,
                    '@keyframes sl-dot': { '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } },
                  }}
                />
              ))}
            </Box>
          </Stack>
        )}
      </Box>

      {chips.length > 0 && (
        <Stack useFlexGap direction="row" spacing={1} sx={{ px: { xs: 1.5, sm: 2 }, pb: 1, flexWrap: 'wrap', rowGap: 1 }} aria-label="Suggestions" data-testid="chat-suggestions">
          {chips.map((s) => (
            <Chip key={s} label={s} variant="outlined" color="secondary" onClick={() => suggest(s)} disabled={send.isPending} />
          ))}
        </Stack>
      )}

      <Box
        component="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit(input);
        }}
        sx={{ p: { xs: 1.5, sm: 2 }, pt: 1, display: 'flex', gap: 1, alignItems: 'flex-end', borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          id={inputId}
          value={input}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={context === 'paper' ? 'Ask about this paper...' : context === 'collection' ? 'Ask about your collection...' : 'Ask a research question...'}
          multiline
          maxRows={4}
          fullWidth
          size="small"
          slotProps={{ htmlInput: { 'aria-label': 'Message the AI assistant', 'data-testid': 'chat-input' } }}
        />
        <IconButton type="submit" color="primary" aria-label="Send message" data-testid="chat-send" disabled={!input.trim() || send.isPending}>
          <SendIcon />
        </IconButton>
      </Box>
    </MuiPaper>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default ChatPanel;


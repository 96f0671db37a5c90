import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useCanAccess, useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBusy, useMessageKey } from '@claims/ui-kit/sending';
import { useFormat } from '../i18n/format';
import type { CaseResource, ConsoleDataProvider } from '../providers/data-provider';
import { EmptyState } from './DetailCard';

/** The case's conversation with the customer (SPEC §3 chat): customer service may write too. */
export function CaseMessages({ resource, id }: { resource: CaseResource; id: Identifier }) {
  const translate = useTranslate();
  const format = useFormat();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const { canAccess: mayWrite } = useCanAccess({ resource, action: 'comment' });
  const [text, setText] = useState('');
  const key = [resource, 'messages', String(id)];
  const { data: messages = [] } = useQuery({
    queryKey: key,
    queryFn: () => dataProvider.caseMessages(resource, id),
  });
  const send = useMutation({
    mutationFn: (message: { text: string; key: string }) =>
      dataProvider.postCaseMessage(resource, id, message.text, message.key),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
  // One send at a time (a double click posts once), and a retry of the same text under its key.
  const { busy, whileBusy } = useBusy();
  const messageKey = useMessageKey();
  const post = (typed: string) =>
    whileBusy(
      async () => {
        await send.mutateAsync({ text: typed, key: messageKey.keyFor(typed) });
        messageKey.sent();
        setText('');
        notify('success.commentSent', { type: 'success' });
      },
      // The text stays for a retry.
      (err) => notify(err instanceof Error ? err.message : 'errors.generic', { type: 'error' }),
    );

  return (
    <Stack spacing={1.5}>
      {messages.length === 0 ? <EmptyState text="console.messages.empty" /> : null}
      <Stack spacing={1} sx={{ maxHeight: 360, overflowY: 'auto' }}>
        {messages.map((m) => (
          <Box
            key={m.id}
            sx={{
              alignSelf: m.yours ? 'flex-end' : 'flex-start',
              maxWidth: '85%',
              bgcolor: m.yours ? 'primary.50' : 'grey.100',
              border: 1,
              borderColor: m.yours ? 'primary.light' : 'grey.300',
              borderRadius: 2,
              px: 1.5,
              py: 1,
            }}
          >
            <Typography variant="caption" color="text.secondary">
              {m.author?.name ?? translate('console.messages.system')} · {format.dateTime(m.at)}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {m.text}
            </Typography>
          </Box>
        ))}
      </Stack>
      {mayWrite ? (
        <Stack
          direction="row"
          spacing={1}
          component="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) void post(text.trim());
          }}
        >
          <TextField
            size="small"
            fullWidth
            multiline
            maxRows={4}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={translate('console.messages.placeholder')}
            slotProps={{
              htmlInput: { 'aria-label': translate('console.messages.placeholder'), maxLength: 4000 },
            }}
          />
          <Button type="submit" variant="contained" disabled={!text.trim() || busy}>
            {translate('console.messages.send')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

import WebSocket from 'ws';

export interface FollowedState {
  status: string;
  progress: number;
  error: string | null;
  downloadUrl: string | null;
  restarting: boolean;
}

export interface Following {
  /** Every state the API sent, in order. */
  states: FollowedState[];
  /**
   * Resolves when the job ended ('complete' after a completed or failed state) or the socket closed before that
   * (its API died): `ended` says which.
   */
  closed: Promise<{ ended: boolean }>;
  close: () => void;
}

/**
 * Follows a render job as the web app does (apps/web watchRenderJob): the API's GraphQL websocket
 * (graphql-transport-ws), the token in connection_init, the renderJobProgress subscription.
 */
export function followRenderJob(apiUrl: string, token: string, id: string): Following {
  const socket = new WebSocket(`${apiUrl.replace(/^http/u, 'ws')}/graphql`, 'graphql-transport-ws');
  const states: FollowedState[] = [];
  let ended = false;
  const closed = new Promise<{ ended: boolean }>((resolve) => {
    socket.on('close', () => resolve({ ended }));
    socket.on('error', () => resolve({ ended }));
  });
  socket.on('open', () =>
    socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } })),
  );
  socket.on('message', (raw) => {
    const message = JSON.parse(String(raw)) as {
      type: string;
      payload?: { data?: { renderJobProgress?: FollowedState | null } };
    };
    if (message.type === 'connection_ack')
      socket.send(
        JSON.stringify({
          id: '1',
          type: 'subscribe',
          payload: {
            query:
              'subscription ($id: String!) { renderJobProgress(id: $id) { status progress error downloadUrl restarting } }',
            variables: { id },
          },
        }),
      );
    else if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    else if (message.type === 'next') {
      const state = message.payload?.data?.renderJobProgress;
      if (state) states.push(state);
    } else if (message.type === 'complete' || message.type === 'error') {
      ended = message.type === 'complete';
      socket.close();
    }
  });
  return { states, closed, close: () => socket.close() };
}

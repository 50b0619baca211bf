import { PRINT_JOB_PROGRESS, type PrintJobState } from './renderOperations';

const finished = (job: PrintJobState) => job.status === 'completed' || job.status === 'failed';

/**
 * Follows a render job over the API's GraphQL websocket (graphql-transport-ws, which Mercurius speaks): the
 * job's state now, then each change until it completes or fails. A browser cannot put headers on a websocket,
 * so the bearer token goes in connection_init. Calls onClosed(false) if the socket fails before the job
 * finished, so the caller can fall back to asking the API; returns a function that stops following.
 */
export function watchRenderJob(
  id: string,
  token: string | null,
  onState: (job: PrintJobState) => void,
  onClosed: (finishedNormally: boolean) => void,
): () => void {
  const origin = window.location.origin.replace(/^http/u, 'ws');
  const socket = new WebSocket(`${origin}/graphql`, 'graphql-transport-ws');
  let done = false;
  const end = (normally: boolean) => {
    if (done) return;
    done = true;
    socket.close();
    onClosed(normally);
  };
  socket.addEventListener('open', () => {
    socket.send(
      JSON.stringify({
        type: 'connection_init',
        payload: token ? { authorization: `Bearer ${token}` } : {},
      }),
    );
  });
  socket.addEventListener('message', (event: MessageEvent<string>) => {
    const message = JSON.parse(event.data) as {
      type: string;
      payload?: { data?: { renderJobProgress?: PrintJobState | null }; message?: string };
    };
    if (message.type === 'connection_ack') {
      socket.send(
        JSON.stringify({
          id: '1',
          type: 'subscribe',
          payload: { query: PRINT_JOB_PROGRESS, variables: { id } },
        }),
      );
    } else if (message.type === 'ping') {
      socket.send(JSON.stringify({ type: 'pong' }));
    } else if (message.type === 'next') {
      const job = message.payload?.data?.renderJobProgress;
      if (!job) return end(false);
      onState(job);
      if (finished(job)) end(true);
    } else if (message.type === 'error' || message.type === 'complete') {
      end(false);
    }
  });
  socket.addEventListener('error', () => end(false));
  socket.addEventListener('close', () => end(false));
  return () => {
    done = true;
    socket.close();
  };
}

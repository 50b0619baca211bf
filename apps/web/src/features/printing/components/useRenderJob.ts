import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { VariablesOf } from '../../../app/graphql/graphql';
import { session } from '../../../app/auth/session';
import type { PrintOutput } from '../../../app/printing/printFlow';
import { CANCEL_PRINT, PRINT_JOB, REQUEST_PRINT, type PrintJobState } from '../api/renderOperations';
import { watchRenderJob } from '../api/watchRenderJob';
import { fetchPrintedFile, type PrintedFile } from './fetchPrintedFile';

export type RenderInput = VariablesOf<typeof REQUEST_PRINT>['input'];

export interface RunningJob {
  id: string;
  label: string;
  output: PrintOutput;
  percent: number;
  /** The process making it stopped: it waits to start again from the beginning. */
  restarting?: boolean;
}

// Used when the websocket cannot be opened or drops: the API is asked for the job's state instead.
const POLL_MS = 1000;

function storedJob(key: string | undefined): RunningJob | null {
  if (!key) return null;
  try {
    const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as Partial<RunningJob> | null;
    if (!value || typeof value.id !== 'string') return null;
    return { ...value, percent: typeof value.percent === 'number' ? value.percent : 0 } as RunningJob;
  } catch {
    return null;
  }
}

export interface RenderJobCallbacks {
  onFile: (file: PrintedFile, job: RunningJob) => void;
  onError: (message: string) => void;
}

/**
 * One render job at a time: asks the API for it, follows its progress over the websocket, fetches the file
 * when it is done. With a storage key the running job is kept in sessionStorage, so a reload of the page
 * finds it again through the API and carries on.
 */
export function useRenderJob(callbacks: RenderJobCallbacks, storageKey?: string) {
  const client = useApolloClient();
  const [job, setJob] = useState<RunningJob | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const latest = useRef(callbacks);
  latest.current = callbacks;

  const clear = useCallback(() => {
    stop.current?.();
    stop.current = null;
    setJob(null);
    if (storageKey) sessionStorage.removeItem(storageKey);
  }, [storageKey]);

  const settle = useCallback(
    async (state: PrintJobState, running: RunningJob) => {
      clear();
      if (state.status === 'failed' || !state.downloadUrl) {
        latest.current.onError(state.error ?? 'The document could not be printed');
        return;
      }
      try {
        latest.current.onFile(await fetchPrintedFile(state.downloadUrl), running);
      } catch (error) {
        latest.current.onError(error instanceof Error ? error.message : String(error));
      }
    },
    [clear],
  );

  // The last progress shown is kept with the job, so after a reload the bar comes back where it was, not at 0.
  const remember = useCallback(
    (running: RunningJob) => {
      if (storageKey) sessionStorage.setItem(storageKey, JSON.stringify(running));
    },
    [storageKey],
  );

  const follow = useCallback(
    (running: RunningJob) => {
      setJob(running);
      let shown = running;
      let stopped = false;
      const onState = (state: PrintJobState) => {
        if (stopped) return;
        if (state.status === 'completed' || state.status === 'failed') return void settle(state, running);
        if (state.progress === shown.percent && state.restarting === (shown.restarting ?? false)) return;
        const next = { ...shown, percent: state.progress, restarting: state.restarting };
        shown = next;
        remember(next);
        setJob((current) => (current?.id === next.id ? next : current));
      };
      let timer: ReturnType<typeof setTimeout> | undefined;
      const poll = async () => {
        try {
          const { data } = await client.query({
            query: PRINT_JOB,
            variables: { id: running.id },
            fetchPolicy: 'network-only',
          });
          const state = data?.renderJob;
          if (!state)
            return void settle(
              {
                id: running.id,
                status: 'failed',
                progress: 0,
                error: null,
                downloadUrl: null,
                restarting: false,
              },
              running,
            );
          onState(state);
          if (state.status !== 'completed' && state.status !== 'failed')
            timer = setTimeout(() => void poll(), POLL_MS);
        } catch (error) {
          clear();
          latest.current.onError(error instanceof Error ? error.message : String(error));
        }
      };
      const unwatch = watchRenderJob(running.id, session.token(), onState, (normally) => {
        if (!normally) void poll();
      });
      stop.current = () => {
        stopped = true;
        unwatch();
        clearTimeout(timer);
      };
    },
    [client, clear, remember, settle],
  );

  const start = useCallback(
    async (input: RenderInput, label: string, output: PrintOutput) => {
      try {
        const { data } = await client.mutate({ mutation: REQUEST_PRINT, variables: { input } });
        const state = data?.requestRender;
        if (!state) throw new Error('The document could not be printed');
        const running: RunningJob = { id: state.id, label, output, percent: state.progress };
        remember(running);
        follow(running);
      } catch (error) {
        latest.current.onError(error instanceof Error ? error.message : String(error));
      }
    },
    [client, follow, remember],
  );

  /** Stops the running job: the API removes it from the queue or stops it where it is; no file comes. */
  const cancel = useCallback(async () => {
    const running = job;
    if (!running) return;
    clear();
    try {
      await client.mutate({ mutation: CANCEL_PRINT, variables: { id: running.id } });
    } catch (error) {
      latest.current.onError(error instanceof Error ? error.message : String(error));
    }
  }, [client, clear, job]);

  // A job left running by a reload is found again; one the API no longer knows is forgotten.
  useEffect(() => {
    const stored = storedJob(storageKey);
    if (stored) follow(stored);
    return () => stop.current?.();
  }, [storageKey, follow]);

  return { job, start, clear, cancel };
}

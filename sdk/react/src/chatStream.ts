/**
 * useChatStream: a streamed chat completion rendered token by token. The request is aborted on `abort()` and when the
 * component unmounts (the server stops generating and bills what it sent). Astrology models' citations and follow-up
 * questions, which arrive on the delta of the chunk carrying `finish_reason`, are exposed as they come.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { createGraha, GrahaError, type ChatChunk, type ChatRequest, type components } from '@graha/sdk';
import { useGrahaOptions } from './provider';

export type Citation = components['schemas']['Citation'];
export type ChatStreamStatus = 'idle' | 'streaming' | 'done' | 'aborted' | 'error';

export interface ChatStreamState {
  status: ChatStreamStatus;
  /** The assistant's text so far. */
  text: string;
  /** How many chunks have arrived. */
  chunks: number;
  citations: Citation[];
  followUps: string[];
  finishReason: string | null;
  usage: ChatChunk['usage'] | null;
  /** The typed error of a failed stream (an error answer, or an error event in the stream). */
  error: GrahaError | null;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const IDLE: ChatStreamState = { status: 'idle', text: '', chunks: 0, citations: [], followUps: [], finishReason: null, usage: null, error: null };

export function useChatStream() {
  const options = useGrahaOptions();
  const [state, setState] = useState<ChatStreamState>(IDLE);
  const controller = useRef<AbortController | null>(null);

  const abort = useCallback(() => { controller.current?.abort(); }, []);
  // Unmounting aborts the running request.
  useEffect(() => () => { controller.current?.abort(); }, []);

  const start = useCallback(async (body: ChatRequest): Promise<ChatStreamState> => {
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    const base = options.fetch ?? globalThis.fetch;
    // A client for this stream whose requests carry its abort signal (the SDK's retries included).
    const graha = createGraha({ ...options, fetch: (req: RequestInfo | URL, init?: RequestInit) => base(new Request(req as Request, { ...init, signal: ac.signal })) });
    let s: ChatStreamState = { ...IDLE, status: 'streaming' };
    const publish = (next: ChatStreamState) => { s = next; if (controller.current === ac) setState(next); };
    publish(s);
    try {
      for await (const chunk of graha.chat.stream(body)) {
        if (ac.signal.aborted) break;
        const choice = chunk.choices[0];
        const delta = (choice?.delta ?? {}) as ChatChunk['choices'][number]['delta'] & { citations?: Citation[]; follow_ups?: string[] };
        publish({
          ...s,
          text: s.text + (delta.content ?? ''),
          chunks: s.chunks + 1,
          citations: delta.citations ?? s.citations,
          followUps: delta.follow_ups ?? s.followUps,
          finishReason: choice?.finish_reason ?? s.finishReason,
          usage: chunk.usage ?? s.usage,
        });
        // One render per chunk: chunks that came in one network read would otherwise be batched by React into one
        // update. Yielding a task lets React paint this chunk (and run effects, such as an abort) before the next.
        await nextTask();
      }
      publish({ ...s, status: ac.signal.aborted ? 'aborted' : 'done' });
    } catch (err) {
      if (ac.signal.aborted) publish({ ...s, status: 'aborted' });
      else publish({ ...s, status: 'error', error: err instanceof GrahaError ? err : new GrahaError(0, 'connection_error', String((err as Error)?.message ?? err), null, null, null) });
    }
    return s;
  }, [options]);

  const reset = useCallback(() => { controller.current?.abort(); controller.current = null; setState(IDLE); }, []);

  return { ...state, start, abort, reset, isStreaming: state.status === 'streaming' };
}

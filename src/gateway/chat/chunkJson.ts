/**
 * The JSON text of a chat stream's chunks (openapi.yaml ChatCompletionChunk). The fields fixed for the stream (id,
 * object, created, model; `usage: null` when the client asked for the usage chunk) are written once per stream; per
 * event only the choice is serialized, and a text piece (most events) only as its string. The text is what
 * JSON.stringify of the chunk object gives, field order included (test/unit/chunkJson.test.ts compares them on tricky
 * inputs); it saves the object tree and the whole-chunk JSON.stringify of every event (issue 23, bench/README.md).
 */
import { JsonText } from '../../jsonText';
import type { Logprobs } from '../../providers/types';
import type { components } from '../../../generated/api';

export type ChatCompletionChunk = components['schemas']['ChatCompletionChunk'];
type Choice = ChatCompletionChunk['choices'][number];
type UsageBody = components['schemas']['ChatCompletionUsage'];
export type ChunkText = JsonText<ChatCompletionChunk>;

export interface StreamChunks {
  /** A chunk with this one choice (the rarer events: the role, calls, the finish). */
  choice(choice: Choice): ChunkText;
  /** `{index: 0, delta: {<field>: text}, [logprobs,] finish_reason: null}`: a piece of text, refusal or thinking. */
  piece(field: 'content' | 'refusal' | 'reasoning_content', text: string, logprobs?: Logprobs): ChunkText;
  /** The last chunk when the client asked for usage: no choices, the usage. */
  usage(usage: UsageBody): ChunkText;
}

export function streamChunks(fixed: { id: string; created: number; model: string }, includeUsage: boolean): StreamChunks {
  const head = `{"id":${JSON.stringify(fixed.id)},"object":"chat.completion.chunk","created":${JSON.stringify(fixed.created)},"model":${JSON.stringify(fixed.model)},"choices":[`;
  const close = includeUsage ? '],"usage":null}' : ']}';
  const pieceHead = {
    content: `${head}{"index":0,"delta":{"content":`,
    refusal: `${head}{"index":0,"delta":{"refusal":`,
    reasoning_content: `${head}{"index":0,"delta":{"reasoning_content":`,
  };
  const pieceClose = `},"finish_reason":null}${close}`;
  return {
    choice: (choice) => new JsonText(head + JSON.stringify(choice) + close),
    piece: (field, text, logprobs) => new JsonText(logprobs
      ? `${pieceHead[field]}${JSON.stringify(text)}},"logprobs":${JSON.stringify(logprobs)},"finish_reason":null}${close}`
      : pieceHead[field] + JSON.stringify(text) + pieceClose),
    usage: (usage) => new JsonText(`${head}],"usage":${JSON.stringify(usage)}}`),
  };
}

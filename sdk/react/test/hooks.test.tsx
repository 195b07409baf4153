/**
 * @graha/react against a live Graha server (started by test/sdk/react.test.ts, which passes GRAHA_BASE_URL and the
 * keys): no mocks. The provider's `fetch` only records what is sent (and, for the 429 case, shortens the server's
 * 60-second Retry-After so that the three retries take milliseconds: the answers themselves are the server's).
 */
import { useEffect, useState } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GrahaError, GrahaProvider, useBalance, useChatStream, useGrahaMutation, useKundali, useModels } from '../src/index';

const baseUrl = process.env.GRAHA_BASE_URL!;
const apiKey = process.env.GRAHA_API_KEY!;
if (!baseUrl || !apiKey) throw new Error('run through test/sdk/react.test.ts (make test-sdk-react): it starts the live server');

afterEach(cleanup);

/** A fetch that records each request (method, path, signal) before sending it to the live server. */
function recordingFetch(rewrite?: (res: Response) => Response) {
  const sent: Request[] = [];
  const f = async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input as Request, init);
    sent.push(req);
    const res = await fetch(req);
    return rewrite ? rewrite(res) : res;
  };
  return { sent, fetch: f as typeof fetch };
}

function Chart() {
  // The contract's worked example (openapi.yaml, createChatCompletion's astrology example): born 1990-03-12 14:30 in
  // Chennai (13.0827 N, 80.2707 E, IST): Lagna Cancer, Moon in Virgo, nakshatra Uttara Phalguni.
  const { data, isPending, error } = useKundali({ date: '1990-03-12', time: '14:30', lat: 13.0827, lon: 80.2707, tz: 5.5 });
  if (isPending) return <p>computing</p>;
  if (error) return <p role="alert">{error.message}</p>;
  return (
    <dl>
      <dt>Lagna</dt><dd data-testid="lagna">{data.ascendant.sign}</dd>
      <dt>Moon</dt><dd data-testid="moon">{data.moon_sign}</dd>
      <dt>Nakshatra</dt><dd data-testid="nakshatra">{data.planets.find((p) => p.name === 'Moon')?.nakshatra}</dd>
    </dl>
  );
}

describe('query hooks', () => {
  it('renders a kundali: loading first, then the chart of the worked example', async () => {
    render(<GrahaProvider apiKey={apiKey} baseUrl={baseUrl}><Chart /></GrahaProvider>);
    expect(screen.getByText('computing')).toBeTruthy();
    expect((await screen.findByTestId('lagna')).textContent).toBe('Cancer');
    expect(screen.getByTestId('moon').textContent).toBe('Virgo');
    expect(screen.getByTestId('nakshatra').textContent).toBe('Uttara Phalguni');
  });

  it('a balance updates after a billed call made with useGrahaMutation (a 1024x1024 image: 2 cents)', async () => {
    const rec = recordingFetch();
    function Wallet() {
      const balance = useBalance();
      const image = useGrahaMutation((g, prompt: string) => g.images.generate({ model: 'graha-image-basic', prompt, size: '1024x1024', response_format: 'b64_json' }));
      return (
        <div>
          <span data-testid="available">{balance.data?.available ?? '...'}</span>
          <button onClick={() => image.mutate('a calm blue sea')}>draw</button>
          <span data-testid="image">{image.isSuccess ? 'drawn' : image.isPending ? 'drawing' : 'none'}</span>
        </div>
      );
    }
    render(<GrahaProvider apiKey={apiKey} baseUrl={baseUrl} fetch={rec.fetch}><Wallet /></GrahaProvider>);
    await waitFor(() => expect(screen.getByTestId('available').textContent).not.toBe('...'));
    const before = Number(screen.getByTestId('available').textContent);
    fireEvent.click(screen.getByText('draw'));
    await waitFor(() => expect(screen.getByTestId('image').textContent).toBe('drawn'), { timeout: 30_000 });
    await waitFor(() => expect(Number(screen.getByTestId('available').textContent)).toBe(before - 2), { timeout: 10_000 });
    const balanceReads = rec.sent.filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/v1/billing/balance');
    expect(balanceReads.length).toBeGreaterThanOrEqual(2);
  });
});

describe('useChatStream', () => {
  // The stream's updates render as they come, outside act() (act would hold them back to one render at its end).
  beforeAll(() => { (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false; });
  afterAll(() => { (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true; });

  it('renders a stream chunk by chunk (each render a prefix of the next); citations and follow-ups exposed', async () => {
    const body = { model: 'graha-astro-standard', messages: [{ role: 'user' as const, content: 'I was born on 1990-03-12 at 14:30 in Chennai. How is my career?' }] };
    const seen: string[] = [];
    let stream!: ReturnType<typeof useChatStream>;
    function Chat() {
      stream = useChatStream();
      if (stream.text && seen.at(-1) !== stream.text) seen.push(stream.text);
      return <pre data-testid="answer" data-status={stream.status}>{stream.text}</pre>;
    }
    render(<GrahaProvider apiKey={apiKey} baseUrl={baseUrl}><Chat /></GrahaProvider>);
    await stream.start(body);
    await waitFor(() => expect(screen.getByTestId('answer').dataset.status).toBe('done'));
    expect(stream.status).toBe('done');
    expect(stream.error).toBeNull();
    expect(stream.finishReason).toBe('stop');
    expect(stream.chunks).toBeGreaterThan(2);
    // Rendered in steps: more than two distinct partial texts, each a prefix of the next.
    expect(seen.length).toBeGreaterThan(2);
    for (let i = 1; i < seen.length; i++) expect(seen[i].startsWith(seen[i - 1])).toBe(true);
    expect(screen.getByTestId('answer').textContent).toBe(stream.text);
    expect(stream.citations.length).toBe(3); // standard: 3 citations (openapi.yaml, createChatCompletion)
    expect(stream.citations[0]).toMatchObject({ id: expect.any(String), work: expect.any(String), text: expect.any(String) });
    expect(stream.followUps.length).toBeGreaterThanOrEqual(2);
    expect(stream.followUps.length).toBeLessThanOrEqual(4);
  });

  it('abort() stops the stream after its first chunk, and unmounting aborts the request in flight', async () => {
    const rec = recordingFetch();
    const body = { model: 'graha-astro-pro', messages: [{ role: 'user' as const, content: 'I was born on 1990-03-12 at 14:30 in Chennai. Tell me everything about my chart.' }] };
    let stream!: ReturnType<typeof useChatStream>;
    function Chat() {
      stream = useChatStream();
      useEffect(() => { if (stream.chunks >= 1) stream.abort(); }, [stream.chunks]);
      return <pre data-testid="answer" data-status={stream.status}>{stream.text}</pre>;
    }
    const view = render(<GrahaProvider apiKey={apiKey} baseUrl={baseUrl} fetch={rec.fetch}><Chat /></GrahaProvider>);
    const final = await stream.start(body);
    expect(final.status).toBe('aborted');
    expect(final.chunks).toBeLessThanOrEqual(3); // the effect that aborts runs within a chunk or two of the first
    await waitFor(() => expect(stream.status).toBe('aborted'));
    expect(stream.finishReason).toBeNull();
    expect(rec.sent[0].signal.aborted).toBe(true);
    expect(screen.getByTestId('answer').dataset.status).toBe('aborted');

    // A second stream, left running, is aborted by unmounting the component.
    function Starter() {
      const s = useChatStream();
      const [started, setStarted] = useState(false);
      if (!started) { setStarted(true); void s.start(body); }
      return <span data-testid="chunks">{s.chunks}</span>;
    }
    view.rerender(<GrahaProvider apiKey={apiKey} baseUrl={baseUrl} fetch={rec.fetch}><Starter /></GrahaProvider>);
    await waitFor(() => expect(rec.sent).toHaveLength(2));
    expect(rec.sent[1].signal.aborted).toBe(false);
    view.unmount();
    expect(rec.sent[1].signal.aborted).toBe(true);
  });
});

describe('errors are typed GrahaErrors, after the SDK\'s retries', () => {
  it('an empty wallet: 402 payment_required, not retried', async () => {
    const rec = recordingFetch();
    let failure: GrahaError | null = null;
    function Ask() {
      const chat = useGrahaMutation((g) => g.chat.create({ model: 'graha-astro-fast', messages: [{ role: 'user', content: 'Hello' }] }), { onError: (e) => { failure = e; } });
      return <button onClick={() => chat.mutate()}>{chat.error ? `${chat.error.status} ${chat.error.code}` : 'ask'}</button>;
    }
    render(<GrahaProvider apiKey={process.env.GRAHA_EMPTY_KEY!} baseUrl={baseUrl} fetch={rec.fetch}><Ask /></GrahaProvider>);
    fireEvent.click(screen.getByText('ask'));
    expect(await screen.findByText('402 insufficient_balance')).toBeTruthy();
    expect(failure).toBeInstanceOf(GrahaError);
    expect(failure).toMatchObject({ status: 402, type: 'payment_required', code: 'insufficient_balance' });
    expect(failure!.requestId).toMatch(/^req_/);
    expect(rec.sent).toHaveLength(1);
  });

  it('a key over its rate limit: 429 rate_limit_exceeded after 3 retries (4 requests)', async () => {
    // The server's Retry-After (up to 60 s) is cut to 5 ms so the test does not wait out the window.
    const rec = recordingFetch((res) => {
      if (res.status !== 429) return res;
      const headers = new Headers(res.headers);
      headers.set('retry-after-ms', '5');
      headers.set('retry-after', '0');
      return new Response(res.body, { status: res.status, headers });
    });
    let statuses: string[] = [];
    function Models() {
      // The key's one request of the minute goes to the balance; the model list after it is refused.
      const first = useBalance();
      const second = useModels({ enabled: first.isSuccess });
      statuses = [first.status, second.status];
      const e = second.error;
      return <p>{first.isSuccess ? (e ? `${e.constructor.name} ${e.status} ${e.type} ${e.code}` : second.fetchStatus) : 'first'}</p>;
    }
    render(<GrahaProvider apiKey={process.env.GRAHA_LIMITED_KEY!} baseUrl={baseUrl} fetch={rec.fetch}><Models /></GrahaProvider>);
    expect(await screen.findByText('GrahaError 429 rate_limit_exceeded requests', undefined, { timeout: 20_000 })).toBeTruthy();
    expect(statuses).toEqual(['success', 'error']);
    expect(rec.sent.map((r) => r.method)).toEqual(['GET', 'GET', 'GET', 'GET', 'GET']);
  });
});

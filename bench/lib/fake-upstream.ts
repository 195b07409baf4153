/** The fake OpenAI-compatible upstream as its own process for the benchmark: prints `PORT <n>` when listening. */
import { startFakeOpenAI } from '../../test/fakes/openaiUpstream';

const fake = await startFakeOpenAI(Number(process.env.PORT ?? 0));
fake.knobs.reply = () => 'Saturn moves slowly through the signs, teaching patience and discipline to all.';
// A model-like upstream (bench/gateway.ts): the reply starts after HEADER_DELAY_MS, stream chunks come CHUNK_DELAY_MS apart.
fake.knobs.headerDelayMs = Number(process.env.HEADER_DELAY_MS ?? 0);
fake.knobs.chunkDelayMs = Number(process.env.CHUNK_DELAY_MS ?? 0);
// The benchmark runs for a while: keep the request log from growing.
setInterval(() => { fake.requests.length = 0; }, 1000).unref();
process.stdout.write(`PORT ${new URL(fake.baseUrl).port}\n`);
process.on('SIGTERM', () => { void fake.close().then(() => process.exit(0)); });

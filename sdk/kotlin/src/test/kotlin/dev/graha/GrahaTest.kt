/*
 * graha-kotlin against a live Graha server (test/sdk/kotlin.test.ts starts it and passes GRAHA_BASE_URL and the keys;
 * make test-sdk-kotlin). No mocks: every answer is the server's.
 */
package dev.graha

import dev.graha.client.apis.AstrologyApi
import dev.graha.client.models.AstroKundali
import kotlinx.coroutines.flow.toList
import kotlinx.coroutines.runBlocking
import okhttp3.Interceptor
import okhttp3.OkHttpClient
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.assertThrows
import java.io.File
import java.math.BigDecimal

class GrahaTest {
    private val baseUrl = System.getenv("GRAHA_BASE_URL") ?: error("run through make test-sdk-kotlin: it starts the live server")
    private val graha = Graha(apiKey = System.getenv("GRAHA_API_KEY"), baseUrl = baseUrl)
    private val root = File(System.getProperty("user.dir")).resolve("../..").canonicalFile

    @Test
    fun `lists the models`() {
        val models = graha.call { inference.listModels() }
        assertTrue(models.`data`.any { it.id == "graha-astro-standard" })
    }

    @Test
    fun `computes a kundali in Hindi`() {
        // The contract's worked example (openapi.yaml, createChatCompletion's astrology example): 1990-03-12 14:30,
        // Chennai: Lagna Cancer, Moon in Virgo; Virgo is Kanya (कन्या) in Hindi.
        val chart = graha.call {
            astrology.getKundali("1990-03-12", "14:30", BigDecimal("13.0827"), BigDecimal("80.2707"), tz = BigDecimal("5.5"), language = AstrologyApi.LanguageGetKundali.hi)
        }
        assertEquals(AstroKundali.MoonSign.Virgo, chart.moonSign)
        assertEquals("कन्या", chart.moonSignLocal)
        assertEquals(AstroKundali.Language.hi, chart.language)
    }

    @Test
    fun `an error answer of a generated call is a typed GrahaError from the envelope`() {
        val err = assertThrows<GrahaError> { graha.call { astrology.getKundali("1990-03-12", "14:30", BigDecimal("95"), BigDecimal("80.2707")) } }
        assertEquals(400, err.status)
        assertEquals("invalid_request", err.type)
        assertEquals("lat", err.param)
        assertTrue(err.requestId!!.startsWith("req_"), err.requestId)
    }

    @Test
    fun `streams a chat completion as a Flow, with the astrology model's citations and follow-ups`() = runBlocking {
        val chunks = graha.chatStream(mapOf(
            "model" to "graha-astro-standard",
            "messages" to listOf(mapOf("role" to "user", "content" to "I was born on 1990-03-12 at 14:30 in Chennai. How is my career?")),
        )).toList()
        assertTrue(chunks.size > 2, "chunks: ${chunks.size}")
        val text = chunks.joinToString("") { it.choices.firstOrNull()?.delta?.content ?: "" }
        assertTrue(text.contains("Cancer"), text)
        val last = chunks.last { it.choices.firstOrNull()?.finishReason != null }.choices.first()
        assertEquals("stop", last.finishReason!!.value)
        assertEquals(3, last.delta.citations!!.size)
        assertTrue(last.delta.followUps!!.size in 2..4)
    }

    @Test
    fun `uploads a recording for transcription (multipart)`() {
        // LibriVox recording (public domain) used by the TypeScript SDK's test too.
        val wav = root.resolve("test/fixtures/audio/librivox-sense-and-sensibility-0870.wav")
        val text = graha.transcribe(wav, model = "graha-stt-en", responseFormat = "text")
        assertTrue(text.split(Regex("\\s+")).filter { it.isNotBlank() }.size > 5, text)
    }

    @Test
    fun `a 402 from an empty wallet is a typed GrahaError, not retried`() {
        var requests = 0
        val counting = OkHttpClient.Builder().addNetworkInterceptor(Interceptor { requests += 1; it.proceed(it.request()) }).build()
        val empty = Graha(apiKey = System.getenv("GRAHA_EMPTY_KEY"), baseUrl = baseUrl, client = counting)
        val err = assertThrows<GrahaError> {
            runBlocking { empty.chatStream(mapOf("model" to "graha-astro-fast", "messages" to listOf(mapOf("role" to "user", "content" to "Hello")))).toList() }
        }
        assertEquals(402, err.status)
        assertEquals("payment_required", err.type)
        assertEquals("insufficient_balance", err.code)
        assertEquals(1, requests)
    }

    @Test
    fun `a 429 is retried 3 times with the same Idempotency-Key, then surfaced as a typed GrahaError`() {
        // A key limited to 1 request a minute: the balance read takes it, the POST after it is refused. The server's
        // Retry-After (up to 60 s) is honoured through the policy's sleep, recorded here instead of slept.
        val sent = mutableListOf<Pair<String, String?>>()
        val waits = mutableListOf<Long>()
        val recording = OkHttpClient.Builder().addNetworkInterceptor(Interceptor {
            sent += it.request().method to it.request().header("Idempotency-Key"); it.proceed(it.request())
        }).build()
        val limited = Graha(apiKey = System.getenv("GRAHA_LIMITED_KEY"), baseUrl = baseUrl, client = recording, retry = RetryPolicy(sleep = { waits += it }))
        limited.call { billing.getBalance() }
        val err = assertThrows<GrahaError> {
            runBlocking { limited.chatStream(mapOf("model" to "graha-astro-fast", "messages" to listOf(mapOf("role" to "user", "content" to "Hello")))).toList() }
        }
        assertEquals(429, err.status)
        assertEquals("rate_limit_exceeded", err.type)
        assertNotNull(err.requestId)
        assertEquals(listOf("GET", "POST", "POST", "POST", "POST"), sent.map { it.first })
        val keys = sent.drop(1).map { it.second }.toSet()
        assertEquals(1, keys.size)
        assertNull(sent[0].second)
        assertEquals(3, waits.size)
        assertTrue(waits.all { it in 1..60_000 }, "$waits") // the server's Retry-After, not the 1-2-4 s backoff
    }

    @Test
    fun `the backoff doubles from 1 second when no Retry-After is given`() {
        val policy = RetryPolicy()
        val response = okhttp3.Response.Builder().request(okhttp3.Request.Builder().url(baseUrl).build())
            .protocol(okhttp3.Protocol.HTTP_1_1).code(503).message("unavailable").build()
        assertEquals(listOf(1_000L, 2_000L, 4_000L), (0..2).map { policy.waitMs(response, it) })
    }

    @Test
    fun `the generated client is the contract's, every operationId has its method (drift check)`() {
        // The public operations of openapi.yaml (less x-internal), as test/sdk/kotlin.test.ts reads them with
        // src/docs/publicSpec.ts, from which the TypeScript and Python SDKs are generated too.
        val operations = System.getenv("GRAHA_PUBLIC_OPERATIONS")!!.split(',').filter { it.isNotBlank() }.toSet()
        assertTrue(operations.size > 50, "public operations: ${operations.size}")
        val generated = File("target/generated-sources/openapi/src/main/kotlin/dev/graha/client/apis").listFiles()!!
            .filter { it.name.endsWith(".kt") }.map { "dev.graha.client.apis." + it.nameWithoutExtension }
            .flatMap { Class.forName(it).methods.map { m -> m.name } }.toSet()
        val missing = operations - generated
        assertTrue(missing.isEmpty(), "operations of openapi.yaml without a generated method: $missing")
        // And it was generated after the contract's last change (Maven regenerates at every build: a stale client means
        // generate-sources was skipped).
        val generatedAt = File("target/generated-sources/openapi/.openapi-generator/FILES").lastModified()
        assertTrue(generatedAt >= root.resolve("generated/openapi.bundled.yaml").lastModified(), "the contract (generated/openapi.bundled.yaml) changed after the client was generated: mvn generate-sources")
    }
}

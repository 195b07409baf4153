/*
 * graha-kotlin's hand-written layer over the client generated from openapi.yaml (dev.graha.client, openapi-generator's
 * Kotlin client on OkHttp and Jackson): the retry rule of every Graha client library (429 and 503 retried up to 3 times,
 * exponential backoff from 1 second, Retry-After honoured), an Idempotency-Key on every POST (the same on each retry),
 * typed errors from the error envelope, chat streaming as a Flow, and multipart uploads (transcriptions, files).
 *
 *   val graha = Graha(apiKey = System.getenv("GRAHA_API_KEY"))
 *   val models = graha.call { inference.listModels() }
 *   graha.chatStream(mapOf("model" to "graha-astro-fast", "messages" to listOf(mapOf("role" to "user", "content" to "Hi"))))
 *       .collect { print(it.choices.firstOrNull()?.delta?.content ?: "") }
 */
package dev.graha

import com.fasterxml.jackson.databind.JsonNode
import com.fasterxml.jackson.databind.node.ObjectNode
import dev.graha.client.apis.AccountApi
import dev.graha.client.apis.AstrologyApi
import dev.graha.client.apis.AudioApi
import dev.graha.client.apis.BillingApi
import dev.graha.client.apis.FilesApi
import dev.graha.client.apis.InferenceApi
import dev.graha.client.infrastructure.ClientError
import dev.graha.client.infrastructure.ClientException
import dev.graha.client.infrastructure.Serializer
import dev.graha.client.infrastructure.ServerError
import dev.graha.client.infrastructure.ServerException
import dev.graha.client.models.ChatCompletionChunk
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.flow
import kotlinx.coroutines.flow.flowOn
import okhttp3.Interceptor
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.MultipartBody
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.asRequestBody
import okhttp3.RequestBody.Companion.toRequestBody
import okhttp3.Response
import java.io.File
import java.util.UUID
import java.util.concurrent.TimeUnit

/** Every error answer of the API, typed from its envelope: {"error": {type, message, status, code, param}}. */
class GrahaError(
    val status: Int,
    val type: String,
    override val message: String,
    val code: String?,
    val param: String?,
    /** The x-request-id of the failed call: quote it when asking for help. */
    val requestId: String?,
) : RuntimeException(message) {
    companion object {
        fun fromBody(status: Int, body: String?, requestId: String?): GrahaError {
            val error = runCatching { Serializer.jacksonObjectMapper.readTree(body ?: "") }.getOrNull()?.get("error")
            val message = error?.get("message")?.takeIf { it.isTextual }?.asText()
                ?: return GrahaError(status, "unknown", "HTTP $status", null, null, requestId)
            fun text(name: String) = error.get(name)?.takeIf { it.isTextual }?.asText()
            return GrahaError(status, text("type") ?: "unknown", message, text("code"), text("param"), requestId)
        }
    }
}

/** The retry rule: 429 and 503 retried up to [maxRetries] times, waiting [baseDelayMs] * 2^attempt unless Retry-After says. */
data class RetryPolicy(val maxRetries: Int = 3, val baseDelayMs: Long = 1_000, val sleep: (Long) -> Unit = { Thread.sleep(it) }) {
    companion object {
        val RETRYABLE = setOf(429, 503)
    }

    /** What to wait before retry number [attempt] (0-based) of [response]: retry-after-ms, then retry-after, then backoff. */
    fun waitMs(response: Response, attempt: Int): Long {
        response.header("retry-after-ms")?.toDoubleOrNull()?.takeIf { it >= 0 }?.let { return it.toLong() }
        response.header("retry-after")?.toDoubleOrNull()?.takeIf { it >= 0 }?.let { return (it * 1000).toLong() }
        return baseDelayMs shl attempt
    }
}

/**
 * Adds the key, an Idempotency-Key on every POST that has none (so that a retry can never repeat a side effect: the
 * retried request is the same, key included), and retries 429/503 by [policy].
 */
internal class GrahaInterceptor(private val apiKey: String, private val policy: RetryPolicy) : Interceptor {
    override fun intercept(chain: Interceptor.Chain): Response {
        val builder = chain.request().newBuilder().header("Authorization", "Bearer $apiKey")
        if (chain.request().method == "POST" && chain.request().header("Idempotency-Key") == null) {
            builder.header("Idempotency-Key", UUID.randomUUID().toString())
        }
        val request = builder.build()
        var attempt = 0
        while (true) {
            val response = chain.proceed(request)
            if (response.code !in RetryPolicy.RETRYABLE || attempt >= policy.maxRetries) return response
            val wait = policy.waitMs(response, attempt)
            response.close()
            policy.sleep(wait)
            attempt += 1
        }
    }
}

class Graha(
    apiKey: String,
    val baseUrl: String = "http://127.0.0.1:8080",
    retry: RetryPolicy = RetryPolicy(),
    client: OkHttpClient = OkHttpClient(),
) {
    /** The OkHttp client of every call: key, Idempotency-Key and retries (the generated APIs use it too). */
    val http: OkHttpClient = client.newBuilder()
        .addInterceptor(GrahaInterceptor(apiKey, retry))
        .readTimeout(120, TimeUnit.SECONDS)
        .build()

    // The generated clients of the public operations, by tag (dev.graha.client.apis).
    val inference = InferenceApi(baseUrl.trimEnd('/'), http)
    val astrology = AstrologyApi(baseUrl.trimEnd('/'), http)
    val audio = AudioApi(baseUrl.trimEnd('/'), http)
    val files = FilesApi(baseUrl.trimEnd('/'), http)
    val billing = BillingApi(baseUrl.trimEnd('/'), http)
    val account = AccountApi(baseUrl.trimEnd('/'), http)

    /** Runs calls of the generated clients, turning their error answers into [GrahaError]: `graha.call { billing.getBalance() }`. */
    fun <T> call(block: Graha.() -> T): T = try {
        block()
    } catch (e: ClientException) {
        throw toGrahaError(e.statusCode, e.response)
    } catch (e: ServerException) {
        throw toGrahaError(e.statusCode, e.response)
    }

    private fun toGrahaError(status: Int, response: dev.graha.client.infrastructure.Response?): GrahaError {
        val (body, headers) = when (response) {
            is ClientError<*> -> response.body to response.headers
            is ServerError<*> -> response.body to response.headers
            else -> null to emptyMap()
        }
        val requestId = headers.entries.firstOrNull { it.key.equals("x-request-id", ignoreCase = true) }?.value?.firstOrNull()
        return GrahaError.fromBody(status, body?.toString(), requestId)
    }

    private fun failed(response: Response): GrahaError = GrahaError.fromBody(response.code, response.body.string(), response.header("x-request-id"))

    /**
     * A streamed chat completion as a cold Flow of chunks (ends after the last chunk). [body] is a ChatCompletionRequest
     * or a map of its fields; `stream` is set. Cancelling the collector closes the connection: the server stops.
     */
    fun chatStream(body: Any): Flow<ChatCompletionChunk> = flow {
        val mapper = Serializer.jacksonObjectMapper
        val json = (mapper.valueToTree<JsonNode>(body) as ObjectNode).put("stream", true)
        val request = Request.Builder().url("${baseUrl.trimEnd('/')}/v1/chat/completions")
            .header("Accept", "text/event-stream")
            .post(mapper.writeValueAsString(json).toRequestBody("application/json".toMediaType())).build()
        val call = http.newCall(request)
        call.execute().use { response ->
            if (!response.isSuccessful) throw failed(response)
            val source = response.body.source()
            try {
                while (true) {
                    val line = source.readUtf8Line() ?: break
                    if (!line.startsWith("data:")) continue
                    val data = line.removePrefix("data:").trim()
                    if (data == "[DONE]") break
                    val node = mapper.readTree(data)
                    if (node.has("error")) throw GrahaError.fromBody(node.get("error").get("status")?.asInt() ?: 500, data, response.header("x-request-id"))
                    emit(mapper.treeToValue(node, ChatCompletionChunk::class.java))
                }
            } finally {
                call.cancel()
            }
        }
    }.flowOn(Dispatchers.IO)

    /** A multipart POST (with its Idempotency-Key and retries like every POST); answers the body as text. */
    fun postMultipart(path: String, file: File, fields: Map<String, String?>, contentType: String = "application/octet-stream"): String {
        val form = MultipartBody.Builder().setType(MultipartBody.FORM)
            .addFormDataPart("file", file.name, file.asRequestBody(contentType.toMediaType()))
        for ((name, value) in fields) if (value != null) form.addFormDataPart(name, value)
        val request = Request.Builder().url("${baseUrl.trimEnd('/')}$path").post(form.build()).build()
        http.newCall(request).execute().use { response ->
            if (!response.isSuccessful) throw failed(response)
            return response.body.string()
        }
    }

    /** The transcription of an audio file; [responseFormat] json (default, the JSON answer) or text. */
    fun transcribe(file: File, model: String, language: String? = null, responseFormat: String = "json"): String =
        postMultipart("/v1/audio/transcriptions", file, mapOf("model" to model, "language" to language, "response_format" to responseFormat), "audio/wav")

    /** Uploads a JSONL file for fine-tuning, batches or evaluations; answers the File object as JSON. */
    fun uploadFile(file: File, purpose: String): JsonNode =
        Serializer.jacksonObjectMapper.readTree(postMultipart("/v1/files", file, mapOf("purpose" to purpose), "application/jsonl"))
}

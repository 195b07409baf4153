/*
 * The retry rule shared by every Graha client (sdk/retry-rule.json; test/sdk/retry-rule.test.ts runs the same scenarios
 * through the TypeScript SDK, the MCP server and the Python SDK): each scenario's scripted answers go through the
 * Kotlin client's interceptor, and the requests made, the waits asked for and the final status must be the rule's.
 */
package dev.graha

import com.fasterxml.jackson.databind.ObjectMapper
import okhttp3.Headers.Companion.toHeaders
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Protocol
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody
import okhttp3.Response
import okhttp3.ResponseBody.Companion.toResponseBody
import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNotNull
import org.junit.jupiter.api.Test
import java.io.File

class RetryRuleTest {
    private val rule = ObjectMapper().readTree(File(System.getProperty("user.dir")).resolve("../retry-rule.json"))

    @Test
    fun `the rule is 429 and 503, three retries, from 1 second, as RetryPolicy's defaults`() {
        assertEquals(listOf(429, 503), rule["retry_statuses"].map { it.asInt() })
        assertEquals(RetryPolicy.RETRYABLE, rule["retry_statuses"].map { it.asInt() }.toSet())
        assertEquals(rule["max_retries"].asInt(), RetryPolicy().maxRetries)
        assertEquals(rule["base_delay_ms"].asLong(), RetryPolicy().baseDelayMs)
    }

    @Test
    fun `every scenario of sdk retry-rule json gives the expected requests, waits and final status`() {
        for (scenario in rule["scenarios"]) {
            val name = scenario["name"].asText()
            val answers = ArrayDeque(scenario["answers"].toList())
            val keys = mutableListOf<String?>()
            val waits = mutableListOf<Long>()
            val client = OkHttpClient.Builder()
                .addInterceptor(GrahaInterceptor("svc_test", RetryPolicy(sleep = { waits += it })))
                .addInterceptor { chain ->
                    keys += chain.request().header("Idempotency-Key")
                    val answer = answers.removeFirst()
                    val headers = answer["headers"]?.fields()?.asSequence()?.associate { it.key to it.value.asText() } ?: emptyMap()
                    Response.Builder().request(chain.request()).protocol(Protocol.HTTP_1_1).code(answer["status"].asInt()).message("scripted")
                        .headers(headers.toHeaders()).body("{}".toResponseBody("application/json".toMediaType())).build()
                }
                .build()
            val method = scenario["method"].asText()
            val request = Request.Builder().url("http://graha.invalid/v1/models")
                .method(method, if (method == "POST") "{}".toRequestBody("application/json".toMediaType()) else null).build()
            val status = client.newCall(request).execute().use { it.code }
            val expect = scenario["expect"]
            assertEquals(expect["requests"].asInt(), keys.size, name)
            assertEquals(expect["waits_ms"].map { it.asLong() }, waits, name)
            assertEquals(expect["final_status"].asInt(), status, name)
            if (expect["one_idempotency_key"]?.asBoolean() == true) {
                assertNotNull(keys.first(), name)
                assertEquals(1, keys.toSet().size, name)
            }
        }
    }
}

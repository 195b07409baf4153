from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define

from ..models.chat_completion_request_function_call_type_0 import (
    ChatCompletionRequestFunctionCallType0,
)
from ..models.chat_completion_request_reasoning_effort_type_1 import (
    ChatCompletionRequestReasoningEffortType1,
)
from ..models.chat_completion_request_reasoning_effort_type_2_type_1 import (
    ChatCompletionRequestReasoningEffortType2Type1,
)
from ..models.chat_completion_request_reasoning_effort_type_3_type_1 import (
    ChatCompletionRequestReasoningEffortType3Type1,
)
from ..models.chat_completion_request_tool_choice_type_0 import (
    ChatCompletionRequestToolChoiceType0,
)
from ..models.chat_completion_request_verbosity_type_1 import (
    ChatCompletionRequestVerbosityType1,
)
from ..models.chat_completion_request_verbosity_type_2_type_1 import (
    ChatCompletionRequestVerbosityType2Type1,
)
from ..models.chat_completion_request_verbosity_type_3_type_1 import (
    ChatCompletionRequestVerbosityType3Type1,
)
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.chat_assistant_message import ChatAssistantMessage
    from ..models.chat_completion_request_function_call_type_1 import (
        ChatCompletionRequestFunctionCallType1,
    )
    from ..models.chat_completion_request_logit_bias_type_0 import (
        ChatCompletionRequestLogitBiasType0,
    )
    from ..models.chat_completion_request_metadata_type_0 import (
        ChatCompletionRequestMetadataType0,
    )
    from ..models.chat_completion_request_stream_options_type_0 import (
        ChatCompletionRequestStreamOptionsType0,
    )
    from ..models.chat_completion_request_tool_choice_type_1 import (
        ChatCompletionRequestToolChoiceType1,
    )
    from ..models.chat_developer_message import ChatDeveloperMessage
    from ..models.chat_function_definition import ChatFunctionDefinition
    from ..models.chat_function_message import ChatFunctionMessage
    from ..models.chat_response_format_type_0 import ChatResponseFormatType0
    from ..models.chat_response_format_type_1 import ChatResponseFormatType1
    from ..models.chat_response_format_type_2 import ChatResponseFormatType2
    from ..models.chat_system_message import ChatSystemMessage
    from ..models.chat_tool import ChatTool
    from ..models.chat_tool_message import ChatToolMessage
    from ..models.chat_user_message import ChatUserMessage


T = TypeVar("T", bound="ChatCompletionRequest")


@_attrs_define
class ChatCompletionRequest:
    """OpenAI-compatible request. As in OpenAI's own contract, the optional tuning fields also accept `null`, meaning "use
    the default", and a field the contract does not name is refused (400 "... is not a recognised parameter") rather
    than passed to an upstream unchecked. OpenAI fields whose cost or output Graha cannot account for (`audio`, audio
    `modalities`, `prediction`, `web_search_options`, `service_tier` other than `auto`/`default`, `store: true`) are
    named here and answer 400 saying why.

        Attributes:
            model (str): Model id from GET /v1/models (astrology, proprietary, open-weight or fine-tuned).
            messages (list[ChatAssistantMessage | ChatDeveloperMessage | ChatFunctionMessage | ChatSystemMessage |
                ChatToolMessage | ChatUserMessage]):
            temperature (float | None | Unset):  Default: 1.0.
            top_p (float | None | Unset):  Default: 1.0.
            max_tokens (int | None | Unset): Maximum tokens to generate; default is model-specific.
            max_completion_tokens (int | None | Unset): Newer OpenAI name for max_tokens; when both are given this one wins.
            stream (bool | None | Unset):  Default: False.
            stream_options (ChatCompletionRequestStreamOptionsType0 | None | Unset):
            stop (list[str] | None | str | Unset): Up to 4 stop sequences (an empty array means none).
            n (int | None | Unset): Number of choices; only 1 is supported. Default: 1.
            presence_penalty (float | None | Unset):  Default: 0.0.
            frequency_penalty (float | None | Unset):  Default: 0.0.
            seed (int | None | Unset): Best-effort determinism where the model supports it.
            logprobs (bool | None | Unset): Return the log probabilities of the output tokens (`choices[].logprobs`). Models
                served by an OpenAI-compatible upstream only; other models answer 400. Default: False.
            top_logprobs (int | None | Unset): With `logprobs`, the number of most likely alternatives to return per token.
            user (str | Unset): End-user id for abuse monitoring. Upstream providers receive an opaque id derived from it
                and the account (`graha-` and 32 hex digits), never the value itself.
            tools (list[ChatTool] | Unset):
            tool_choice (ChatCompletionRequestToolChoiceType0 | ChatCompletionRequestToolChoiceType1 | Unset):
            response_format (ChatResponseFormatType0 | ChatResponseFormatType1 | ChatResponseFormatType2 | Unset):
            functions (list[ChatFunctionDefinition] | Unset): OpenAI's legacy form of `tools` (a model answers with
                `message.function_call` and finish_reason `function_call`). Models served by an OpenAI-compatible upstream only;
                others answer 400. Use `tools`.
            function_call (ChatCompletionRequestFunctionCallType0 | ChatCompletionRequestFunctionCallType1 | Unset): Legacy
                form of `tool_choice`; only together with `functions`.
            parallel_tool_calls (bool | None | Unset): `false` asks for at most one tool call per answer. Anthropic models
                receive it as `disable_parallel_tool_use`. Default: True.
            logit_bias (ChatCompletionRequestLogitBiasType0 | None | Unset): Token id (as a string) to a bias from -100 to
                100. Token ids belong to the model's own tokenizer. Models served by an OpenAI-compatible upstream only;
                Anthropic models answer 400, the astrology models ignore it.
            top_k (int | None | Unset): Sample from the k most likely tokens only (0 means no limit). An extension of the
                OpenAI format that open-weight servers and Anthropic models honour; the astrology models ignore it.
            min_p (float | None | Unset): Open-weight servers' minimum-probability sampling. Sent to OpenAI-compatible
                upstreams; Anthropic and the astrology models ignore it (as they ignore `seed` and the penalties).
            repetition_penalty (float | None | Unset): Open-weight servers' repetition penalty (1 is none). Sent to OpenAI-
                compatible upstreams; Anthropic and the astrology models ignore it (as they ignore `seed` and the penalties).
            reasoning_effort (ChatCompletionRequestReasoningEffortType1 | ChatCompletionRequestReasoningEffortType2Type1 |
                ChatCompletionRequestReasoningEffortType3Type1 | None | Unset): How much a reasoning model thinks before it
                answers (its reasoning tokens count as output tokens and are billed as such). OpenAI-compatible upstreams only;
                Anthropic models answer 400, the astrology models ignore it.
            verbosity (ChatCompletionRequestVerbosityType1 | ChatCompletionRequestVerbosityType2Type1 |
                ChatCompletionRequestVerbosityType3Type1 | None | Unset): How long an answer a model that supports it gives.
                OpenAI-compatible upstreams only; Anthropic models answer 400, the astrology models ignore it.
            prompt_cache_key (None | str | Unset): A hint that groups requests sharing a long prefix for the upstream's
                prompt cache. Upstreams receive an opaque value derived from it and the account (`graha-` and 32 hex digits), so
                no two accounts share a key; other models ignore it.
            safety_identifier (None | str | Unset): OpenAI's newer end-user id; treated like `user` (upstreams receive an
                opaque id).
            metadata (ChatCompletionRequestMetadataType0 | None | Unset): Accepted for compatibility and not sent upstream
                (OpenAI uses it to tag stored completions, which Graha does not keep).
            store (bool | None | Unset): Graha keeps no completions for later retrieval and never asks an upstream to:
                `false` or `null` is accepted, `true` answers 400.
            service_tier (None | str | Unset): Graha serves every call at its own price list's single tier: `auto`,
                `default` or `null` is accepted (and not sent upstream); `flex`, `scale`, `priority` or any other value answers
                400.
            modalities (list[str] | None | Unset): Output modalities. Chat answers are text: `["text"]` is accepted; `audio`
                answers 400 (speech is POST /v1/audio/speech).
            audio (Any | Unset): Parameters for audio output, which chat completions do not offer; any value but `null`
                answers 400.
            prediction (Any | Unset): OpenAI's predicted outputs. Not offered (a rejected prediction is billed as output
                Graha could not reserve in advance); any value but `null` answers 400.
            web_search_options (Any | Unset): Web search by the model. Not offered (its cost is not in Graha's price list);
                any value but `null` answers 400.
    """

    model: str
    messages: list[
        ChatAssistantMessage
        | ChatDeveloperMessage
        | ChatFunctionMessage
        | ChatSystemMessage
        | ChatToolMessage
        | ChatUserMessage
    ]
    temperature: float | None | Unset = 1.0
    top_p: float | None | Unset = 1.0
    max_tokens: int | None | Unset = UNSET
    max_completion_tokens: int | None | Unset = UNSET
    stream: bool | None | Unset = False
    stream_options: ChatCompletionRequestStreamOptionsType0 | None | Unset = UNSET
    stop: list[str] | None | str | Unset = UNSET
    n: int | None | Unset = 1
    presence_penalty: float | None | Unset = 0.0
    frequency_penalty: float | None | Unset = 0.0
    seed: int | None | Unset = UNSET
    logprobs: bool | None | Unset = False
    top_logprobs: int | None | Unset = UNSET
    user: str | Unset = UNSET
    tools: list[ChatTool] | Unset = UNSET
    tool_choice: (
        ChatCompletionRequestToolChoiceType0
        | ChatCompletionRequestToolChoiceType1
        | Unset
    ) = UNSET
    response_format: (
        ChatResponseFormatType0
        | ChatResponseFormatType1
        | ChatResponseFormatType2
        | Unset
    ) = UNSET
    functions: list[ChatFunctionDefinition] | Unset = UNSET
    function_call: (
        ChatCompletionRequestFunctionCallType0
        | ChatCompletionRequestFunctionCallType1
        | Unset
    ) = UNSET
    parallel_tool_calls: bool | None | Unset = True
    logit_bias: ChatCompletionRequestLogitBiasType0 | None | Unset = UNSET
    top_k: int | None | Unset = UNSET
    min_p: float | None | Unset = UNSET
    repetition_penalty: float | None | Unset = UNSET
    reasoning_effort: (
        ChatCompletionRequestReasoningEffortType1
        | ChatCompletionRequestReasoningEffortType2Type1
        | ChatCompletionRequestReasoningEffortType3Type1
        | None
        | Unset
    ) = UNSET
    verbosity: (
        ChatCompletionRequestVerbosityType1
        | ChatCompletionRequestVerbosityType2Type1
        | ChatCompletionRequestVerbosityType3Type1
        | None
        | Unset
    ) = UNSET
    prompt_cache_key: None | str | Unset = UNSET
    safety_identifier: None | str | Unset = UNSET
    metadata: ChatCompletionRequestMetadataType0 | None | Unset = UNSET
    store: bool | None | Unset = UNSET
    service_tier: None | str | Unset = UNSET
    modalities: list[str] | None | Unset = UNSET
    audio: Any | Unset = UNSET
    prediction: Any | Unset = UNSET
    web_search_options: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.chat_assistant_message import ChatAssistantMessage
        from ..models.chat_completion_request_logit_bias_type_0 import (
            ChatCompletionRequestLogitBiasType0,
        )
        from ..models.chat_completion_request_metadata_type_0 import (
            ChatCompletionRequestMetadataType0,
        )
        from ..models.chat_completion_request_stream_options_type_0 import (
            ChatCompletionRequestStreamOptionsType0,
        )
        from ..models.chat_developer_message import ChatDeveloperMessage
        from ..models.chat_response_format_type_0 import ChatResponseFormatType0
        from ..models.chat_response_format_type_1 import ChatResponseFormatType1
        from ..models.chat_system_message import ChatSystemMessage
        from ..models.chat_tool_message import ChatToolMessage
        from ..models.chat_user_message import ChatUserMessage

        model = self.model

        messages = []
        for messages_item_data in self.messages:
            messages_item: dict[str, Any]
            if (
                isinstance(messages_item_data, ChatSystemMessage)
                or isinstance(messages_item_data, ChatDeveloperMessage)
                or isinstance(messages_item_data, ChatUserMessage)
                or isinstance(messages_item_data, ChatAssistantMessage)
                or isinstance(messages_item_data, ChatToolMessage)
            ):
                messages_item = messages_item_data.to_dict()
            else:
                messages_item = messages_item_data.to_dict()

            messages.append(messages_item)

        temperature: float | None | Unset
        if isinstance(self.temperature, Unset):
            temperature = UNSET
        else:
            temperature = self.temperature

        top_p: float | None | Unset
        if isinstance(self.top_p, Unset):
            top_p = UNSET
        else:
            top_p = self.top_p

        max_tokens: int | None | Unset
        if isinstance(self.max_tokens, Unset):
            max_tokens = UNSET
        else:
            max_tokens = self.max_tokens

        max_completion_tokens: int | None | Unset
        if isinstance(self.max_completion_tokens, Unset):
            max_completion_tokens = UNSET
        else:
            max_completion_tokens = self.max_completion_tokens

        stream: bool | None | Unset
        if isinstance(self.stream, Unset):
            stream = UNSET
        else:
            stream = self.stream

        stream_options: dict[str, Any] | None | Unset
        if isinstance(self.stream_options, Unset):
            stream_options = UNSET
        elif isinstance(self.stream_options, ChatCompletionRequestStreamOptionsType0):
            stream_options = self.stream_options.to_dict()
        else:
            stream_options = self.stream_options

        stop: list[str] | None | str | Unset
        if isinstance(self.stop, Unset):
            stop = UNSET
        elif isinstance(self.stop, list):
            stop = self.stop

        else:
            stop = self.stop

        n: int | None | Unset
        if isinstance(self.n, Unset):
            n = UNSET
        else:
            n = self.n

        presence_penalty: float | None | Unset
        if isinstance(self.presence_penalty, Unset):
            presence_penalty = UNSET
        else:
            presence_penalty = self.presence_penalty

        frequency_penalty: float | None | Unset
        if isinstance(self.frequency_penalty, Unset):
            frequency_penalty = UNSET
        else:
            frequency_penalty = self.frequency_penalty

        seed: int | None | Unset
        if isinstance(self.seed, Unset):
            seed = UNSET
        else:
            seed = self.seed

        logprobs: bool | None | Unset
        if isinstance(self.logprobs, Unset):
            logprobs = UNSET
        else:
            logprobs = self.logprobs

        top_logprobs: int | None | Unset
        if isinstance(self.top_logprobs, Unset):
            top_logprobs = UNSET
        else:
            top_logprobs = self.top_logprobs

        user = self.user

        tools: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.tools, Unset):
            tools = []
            for tools_item_data in self.tools:
                tools_item = tools_item_data.to_dict()
                tools.append(tools_item)

        tool_choice: dict[str, Any] | str | Unset
        if isinstance(self.tool_choice, Unset):
            tool_choice = UNSET
        elif isinstance(self.tool_choice, ChatCompletionRequestToolChoiceType0):
            tool_choice = self.tool_choice.value
        else:
            tool_choice = self.tool_choice.to_dict()

        response_format: dict[str, Any] | Unset
        if isinstance(self.response_format, Unset):
            response_format = UNSET
        elif isinstance(self.response_format, ChatResponseFormatType0) or isinstance(
            self.response_format, ChatResponseFormatType1
        ):
            response_format = self.response_format.to_dict()
        else:
            response_format = self.response_format.to_dict()

        functions: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.functions, Unset):
            functions = []
            for functions_item_data in self.functions:
                functions_item = functions_item_data.to_dict()
                functions.append(functions_item)

        function_call: dict[str, Any] | str | Unset
        if isinstance(self.function_call, Unset):
            function_call = UNSET
        elif isinstance(self.function_call, ChatCompletionRequestFunctionCallType0):
            function_call = self.function_call.value
        else:
            function_call = self.function_call.to_dict()

        parallel_tool_calls: bool | None | Unset
        if isinstance(self.parallel_tool_calls, Unset):
            parallel_tool_calls = UNSET
        else:
            parallel_tool_calls = self.parallel_tool_calls

        logit_bias: dict[str, Any] | None | Unset
        if isinstance(self.logit_bias, Unset):
            logit_bias = UNSET
        elif isinstance(self.logit_bias, ChatCompletionRequestLogitBiasType0):
            logit_bias = self.logit_bias.to_dict()
        else:
            logit_bias = self.logit_bias

        top_k: int | None | Unset
        if isinstance(self.top_k, Unset):
            top_k = UNSET
        else:
            top_k = self.top_k

        min_p: float | None | Unset
        if isinstance(self.min_p, Unset):
            min_p = UNSET
        else:
            min_p = self.min_p

        repetition_penalty: float | None | Unset
        if isinstance(self.repetition_penalty, Unset):
            repetition_penalty = UNSET
        else:
            repetition_penalty = self.repetition_penalty

        reasoning_effort: None | str | Unset
        if isinstance(self.reasoning_effort, Unset):
            reasoning_effort = UNSET
        elif (
            isinstance(self.reasoning_effort, ChatCompletionRequestReasoningEffortType1)
            or isinstance(
                self.reasoning_effort, ChatCompletionRequestReasoningEffortType2Type1
            )
            or isinstance(
                self.reasoning_effort, ChatCompletionRequestReasoningEffortType3Type1
            )
        ):
            reasoning_effort = self.reasoning_effort.value
        else:
            reasoning_effort = self.reasoning_effort

        verbosity: None | str | Unset
        if isinstance(self.verbosity, Unset):
            verbosity = UNSET
        elif (
            isinstance(self.verbosity, ChatCompletionRequestVerbosityType1)
            or isinstance(self.verbosity, ChatCompletionRequestVerbosityType2Type1)
            or isinstance(self.verbosity, ChatCompletionRequestVerbosityType3Type1)
        ):
            verbosity = self.verbosity.value
        else:
            verbosity = self.verbosity

        prompt_cache_key: None | str | Unset
        if isinstance(self.prompt_cache_key, Unset):
            prompt_cache_key = UNSET
        else:
            prompt_cache_key = self.prompt_cache_key

        safety_identifier: None | str | Unset
        if isinstance(self.safety_identifier, Unset):
            safety_identifier = UNSET
        else:
            safety_identifier = self.safety_identifier

        metadata: dict[str, Any] | None | Unset
        if isinstance(self.metadata, Unset):
            metadata = UNSET
        elif isinstance(self.metadata, ChatCompletionRequestMetadataType0):
            metadata = self.metadata.to_dict()
        else:
            metadata = self.metadata

        store: bool | None | Unset
        if isinstance(self.store, Unset):
            store = UNSET
        else:
            store = self.store

        service_tier: None | str | Unset
        if isinstance(self.service_tier, Unset):
            service_tier = UNSET
        else:
            service_tier = self.service_tier

        modalities: list[str] | None | Unset
        if isinstance(self.modalities, Unset):
            modalities = UNSET
        elif isinstance(self.modalities, list):
            modalities = self.modalities

        else:
            modalities = self.modalities

        audio = self.audio

        prediction = self.prediction

        web_search_options = self.web_search_options

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "model": model,
                "messages": messages,
            }
        )
        if temperature is not UNSET:
            field_dict["temperature"] = temperature
        if top_p is not UNSET:
            field_dict["top_p"] = top_p
        if max_tokens is not UNSET:
            field_dict["max_tokens"] = max_tokens
        if max_completion_tokens is not UNSET:
            field_dict["max_completion_tokens"] = max_completion_tokens
        if stream is not UNSET:
            field_dict["stream"] = stream
        if stream_options is not UNSET:
            field_dict["stream_options"] = stream_options
        if stop is not UNSET:
            field_dict["stop"] = stop
        if n is not UNSET:
            field_dict["n"] = n
        if presence_penalty is not UNSET:
            field_dict["presence_penalty"] = presence_penalty
        if frequency_penalty is not UNSET:
            field_dict["frequency_penalty"] = frequency_penalty
        if seed is not UNSET:
            field_dict["seed"] = seed
        if logprobs is not UNSET:
            field_dict["logprobs"] = logprobs
        if top_logprobs is not UNSET:
            field_dict["top_logprobs"] = top_logprobs
        if user is not UNSET:
            field_dict["user"] = user
        if tools is not UNSET:
            field_dict["tools"] = tools
        if tool_choice is not UNSET:
            field_dict["tool_choice"] = tool_choice
        if response_format is not UNSET:
            field_dict["response_format"] = response_format
        if functions is not UNSET:
            field_dict["functions"] = functions
        if function_call is not UNSET:
            field_dict["function_call"] = function_call
        if parallel_tool_calls is not UNSET:
            field_dict["parallel_tool_calls"] = parallel_tool_calls
        if logit_bias is not UNSET:
            field_dict["logit_bias"] = logit_bias
        if top_k is not UNSET:
            field_dict["top_k"] = top_k
        if min_p is not UNSET:
            field_dict["min_p"] = min_p
        if repetition_penalty is not UNSET:
            field_dict["repetition_penalty"] = repetition_penalty
        if reasoning_effort is not UNSET:
            field_dict["reasoning_effort"] = reasoning_effort
        if verbosity is not UNSET:
            field_dict["verbosity"] = verbosity
        if prompt_cache_key is not UNSET:
            field_dict["prompt_cache_key"] = prompt_cache_key
        if safety_identifier is not UNSET:
            field_dict["safety_identifier"] = safety_identifier
        if metadata is not UNSET:
            field_dict["metadata"] = metadata
        if store is not UNSET:
            field_dict["store"] = store
        if service_tier is not UNSET:
            field_dict["service_tier"] = service_tier
        if modalities is not UNSET:
            field_dict["modalities"] = modalities
        if audio is not UNSET:
            field_dict["audio"] = audio
        if prediction is not UNSET:
            field_dict["prediction"] = prediction
        if web_search_options is not UNSET:
            field_dict["web_search_options"] = web_search_options

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.chat_assistant_message import ChatAssistantMessage
        from ..models.chat_completion_request_function_call_type_1 import (
            ChatCompletionRequestFunctionCallType1,
        )
        from ..models.chat_completion_request_logit_bias_type_0 import (
            ChatCompletionRequestLogitBiasType0,
        )
        from ..models.chat_completion_request_metadata_type_0 import (
            ChatCompletionRequestMetadataType0,
        )
        from ..models.chat_completion_request_stream_options_type_0 import (
            ChatCompletionRequestStreamOptionsType0,
        )
        from ..models.chat_completion_request_tool_choice_type_1 import (
            ChatCompletionRequestToolChoiceType1,
        )
        from ..models.chat_developer_message import ChatDeveloperMessage
        from ..models.chat_function_definition import ChatFunctionDefinition
        from ..models.chat_function_message import ChatFunctionMessage
        from ..models.chat_response_format_type_0 import ChatResponseFormatType0
        from ..models.chat_response_format_type_1 import ChatResponseFormatType1
        from ..models.chat_response_format_type_2 import ChatResponseFormatType2
        from ..models.chat_system_message import ChatSystemMessage
        from ..models.chat_tool import ChatTool
        from ..models.chat_tool_message import ChatToolMessage
        from ..models.chat_user_message import ChatUserMessage

        d = dict(src_dict)
        model = d.pop("model")

        messages = []
        _messages = d.pop("messages")
        for messages_item_data in _messages:

            def _parse_messages_item(
                data: object,
            ) -> (
                ChatAssistantMessage
                | ChatDeveloperMessage
                | ChatFunctionMessage
                | ChatSystemMessage
                | ChatToolMessage
                | ChatUserMessage
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chat_message_type_0 = ChatSystemMessage.from_dict(
                        data
                    )

                    return componentsschemas_chat_message_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chat_message_type_1 = (
                        ChatDeveloperMessage.from_dict(data)
                    )

                    return componentsschemas_chat_message_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chat_message_type_2 = ChatUserMessage.from_dict(
                        data
                    )

                    return componentsschemas_chat_message_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chat_message_type_3 = (
                        ChatAssistantMessage.from_dict(data)
                    )

                    return componentsschemas_chat_message_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_chat_message_type_4 = ChatToolMessage.from_dict(
                        data
                    )

                    return componentsschemas_chat_message_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_chat_message_type_5 = ChatFunctionMessage.from_dict(
                    data
                )

                return componentsschemas_chat_message_type_5

            messages_item = _parse_messages_item(messages_item_data)

            messages.append(messages_item)

        def _parse_temperature(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        temperature = _parse_temperature(d.pop("temperature", UNSET))

        def _parse_top_p(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        top_p = _parse_top_p(d.pop("top_p", UNSET))

        def _parse_max_tokens(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_tokens = _parse_max_tokens(d.pop("max_tokens", UNSET))

        def _parse_max_completion_tokens(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_completion_tokens = _parse_max_completion_tokens(
            d.pop("max_completion_tokens", UNSET)
        )

        def _parse_stream(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        stream = _parse_stream(d.pop("stream", UNSET))

        def _parse_stream_options(
            data: object,
        ) -> ChatCompletionRequestStreamOptionsType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                stream_options_type_0 = (
                    ChatCompletionRequestStreamOptionsType0.from_dict(data)
                )

                return stream_options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatCompletionRequestStreamOptionsType0 | None | Unset, data)

        stream_options = _parse_stream_options(d.pop("stream_options", UNSET))

        def _parse_stop(data: object) -> list[str] | None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                stop_type_2 = cast(list[str], data)

                return stop_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | str | Unset, data)

        stop = _parse_stop(d.pop("stop", UNSET))

        def _parse_n(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        n = _parse_n(d.pop("n", UNSET))

        def _parse_presence_penalty(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        presence_penalty = _parse_presence_penalty(d.pop("presence_penalty", UNSET))

        def _parse_frequency_penalty(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        frequency_penalty = _parse_frequency_penalty(d.pop("frequency_penalty", UNSET))

        def _parse_seed(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        seed = _parse_seed(d.pop("seed", UNSET))

        def _parse_logprobs(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        logprobs = _parse_logprobs(d.pop("logprobs", UNSET))

        def _parse_top_logprobs(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        top_logprobs = _parse_top_logprobs(d.pop("top_logprobs", UNSET))

        user = d.pop("user", UNSET)

        _tools = d.pop("tools", UNSET)
        tools: list[ChatTool] | Unset = UNSET
        if _tools is not UNSET:
            tools = []
            for tools_item_data in _tools:
                tools_item = ChatTool.from_dict(tools_item_data)

                tools.append(tools_item)

        def _parse_tool_choice(
            data: object,
        ) -> (
            ChatCompletionRequestToolChoiceType0
            | ChatCompletionRequestToolChoiceType1
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                tool_choice_type_0 = ChatCompletionRequestToolChoiceType0(data)

                return tool_choice_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            tool_choice_type_1 = ChatCompletionRequestToolChoiceType1.from_dict(data)

            return tool_choice_type_1

        tool_choice = _parse_tool_choice(d.pop("tool_choice", UNSET))

        def _parse_response_format(
            data: object,
        ) -> (
            ChatResponseFormatType0
            | ChatResponseFormatType1
            | ChatResponseFormatType2
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_chat_response_format_type_0 = (
                    ChatResponseFormatType0.from_dict(data)
                )

                return componentsschemas_chat_response_format_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_chat_response_format_type_1 = (
                    ChatResponseFormatType1.from_dict(data)
                )

                return componentsschemas_chat_response_format_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_chat_response_format_type_2 = (
                ChatResponseFormatType2.from_dict(data)
            )

            return componentsschemas_chat_response_format_type_2

        response_format = _parse_response_format(d.pop("response_format", UNSET))

        _functions = d.pop("functions", UNSET)
        functions: list[ChatFunctionDefinition] | Unset = UNSET
        if _functions is not UNSET:
            functions = []
            for functions_item_data in _functions:
                functions_item = ChatFunctionDefinition.from_dict(functions_item_data)

                functions.append(functions_item)

        def _parse_function_call(
            data: object,
        ) -> (
            ChatCompletionRequestFunctionCallType0
            | ChatCompletionRequestFunctionCallType1
            | Unset
        ):
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                function_call_type_0 = ChatCompletionRequestFunctionCallType0(data)

                return function_call_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            function_call_type_1 = ChatCompletionRequestFunctionCallType1.from_dict(
                data
            )

            return function_call_type_1

        function_call = _parse_function_call(d.pop("function_call", UNSET))

        def _parse_parallel_tool_calls(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        parallel_tool_calls = _parse_parallel_tool_calls(
            d.pop("parallel_tool_calls", UNSET)
        )

        def _parse_logit_bias(
            data: object,
        ) -> ChatCompletionRequestLogitBiasType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                logit_bias_type_0 = ChatCompletionRequestLogitBiasType0.from_dict(data)

                return logit_bias_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatCompletionRequestLogitBiasType0 | None | Unset, data)

        logit_bias = _parse_logit_bias(d.pop("logit_bias", UNSET))

        def _parse_top_k(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        top_k = _parse_top_k(d.pop("top_k", UNSET))

        def _parse_min_p(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        min_p = _parse_min_p(d.pop("min_p", UNSET))

        def _parse_repetition_penalty(data: object) -> float | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(float | None | Unset, data)

        repetition_penalty = _parse_repetition_penalty(
            d.pop("repetition_penalty", UNSET)
        )

        def _parse_reasoning_effort(
            data: object,
        ) -> (
            ChatCompletionRequestReasoningEffortType1
            | ChatCompletionRequestReasoningEffortType2Type1
            | ChatCompletionRequestReasoningEffortType3Type1
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reasoning_effort_type_1 = ChatCompletionRequestReasoningEffortType1(
                    data
                )

                return reasoning_effort_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reasoning_effort_type_2_type_1 = (
                    ChatCompletionRequestReasoningEffortType2Type1(data)
                )

                return reasoning_effort_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                reasoning_effort_type_3_type_1 = (
                    ChatCompletionRequestReasoningEffortType3Type1(data)
                )

                return reasoning_effort_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                ChatCompletionRequestReasoningEffortType1
                | ChatCompletionRequestReasoningEffortType2Type1
                | ChatCompletionRequestReasoningEffortType3Type1
                | None
                | Unset,
                data,
            )

        reasoning_effort = _parse_reasoning_effort(d.pop("reasoning_effort", UNSET))

        def _parse_verbosity(
            data: object,
        ) -> (
            ChatCompletionRequestVerbosityType1
            | ChatCompletionRequestVerbosityType2Type1
            | ChatCompletionRequestVerbosityType3Type1
            | None
            | Unset
        ):
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verbosity_type_1 = ChatCompletionRequestVerbosityType1(data)

                return verbosity_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verbosity_type_2_type_1 = ChatCompletionRequestVerbosityType2Type1(data)

                return verbosity_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                verbosity_type_3_type_1 = ChatCompletionRequestVerbosityType3Type1(data)

                return verbosity_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(
                ChatCompletionRequestVerbosityType1
                | ChatCompletionRequestVerbosityType2Type1
                | ChatCompletionRequestVerbosityType3Type1
                | None
                | Unset,
                data,
            )

        verbosity = _parse_verbosity(d.pop("verbosity", UNSET))

        def _parse_prompt_cache_key(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        prompt_cache_key = _parse_prompt_cache_key(d.pop("prompt_cache_key", UNSET))

        def _parse_safety_identifier(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        safety_identifier = _parse_safety_identifier(d.pop("safety_identifier", UNSET))

        def _parse_metadata(
            data: object,
        ) -> ChatCompletionRequestMetadataType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                metadata_type_0 = ChatCompletionRequestMetadataType0.from_dict(data)

                return metadata_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(ChatCompletionRequestMetadataType0 | None | Unset, data)

        metadata = _parse_metadata(d.pop("metadata", UNSET))

        def _parse_store(data: object) -> bool | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(bool | None | Unset, data)

        store = _parse_store(d.pop("store", UNSET))

        def _parse_service_tier(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        service_tier = _parse_service_tier(d.pop("service_tier", UNSET))

        def _parse_modalities(data: object) -> list[str] | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                modalities_type_0 = cast(list[str], data)

                return modalities_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None | Unset, data)

        modalities = _parse_modalities(d.pop("modalities", UNSET))

        audio = d.pop("audio", UNSET)

        prediction = d.pop("prediction", UNSET)

        web_search_options = d.pop("web_search_options", UNSET)

        chat_completion_request = cls(
            model=model,
            messages=messages,
            temperature=temperature,
            top_p=top_p,
            max_tokens=max_tokens,
            max_completion_tokens=max_completion_tokens,
            stream=stream,
            stream_options=stream_options,
            stop=stop,
            n=n,
            presence_penalty=presence_penalty,
            frequency_penalty=frequency_penalty,
            seed=seed,
            logprobs=logprobs,
            top_logprobs=top_logprobs,
            user=user,
            tools=tools,
            tool_choice=tool_choice,
            response_format=response_format,
            functions=functions,
            function_call=function_call,
            parallel_tool_calls=parallel_tool_calls,
            logit_bias=logit_bias,
            top_k=top_k,
            min_p=min_p,
            repetition_penalty=repetition_penalty,
            reasoning_effort=reasoning_effort,
            verbosity=verbosity,
            prompt_cache_key=prompt_cache_key,
            safety_identifier=safety_identifier,
            metadata=metadata,
            store=store,
            service_tier=service_tier,
            modalities=modalities,
            audio=audio,
            prediction=prediction,
            web_search_options=web_search_options,
        )

        return chat_completion_request

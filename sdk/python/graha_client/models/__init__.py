"""Contains all the data models used in inputs/outputs"""

from .account_export import AccountExport
from .account_export_account import AccountExportAccount
from .account_export_api_keys_item import AccountExportApiKeysItem
from .account_export_billing_item import AccountExportBillingItem
from .account_export_usage_item import AccountExportUsageItem
from .agent_id import AgentId
from .agent_list import AgentList
from .agent_list_data_item import AgentListDataItem
from .agent_result import AgentResult
from .agent_result_steps_item import AgentResultStepsItem
from .agent_result_steps_item_input import AgentResultStepsItemInput
from .agent_result_usage import AgentResultUsage
from .agent_run_request import AgentRunRequest
from .agent_run_request_context import AgentRunRequestContext
from .agent_run_request_context_birth_details import AgentRunRequestContextBirthDetails
from .agent_run_request_context_location import AgentRunRequestContextLocation
from .agent_run_request_context_preferences import AgentRunRequestContextPreferences
from .agent_stream_event_type_0 import AgentStreamEventType0
from .agent_stream_event_type_1 import AgentStreamEventType1
from .agent_stream_sse_event import AgentStreamSseEvent
from .answer_payment_page_action import AnswerPaymentPageAction
from .api_key import ApiKey
from .api_key_create import ApiKeyCreate
from .api_key_list import ApiKeyList
from .api_key_with_secret import ApiKeyWithSecret
from .astro_antardasha import AstroAntardasha
from .astro_antardasha_mahadasha import AstroAntardashaMahadasha
from .astro_antardasha_planet import AstroAntardashaPlanet
from .astro_ascendant import AstroAscendant
from .astro_ascendant_nakshatra import AstroAscendantNakshatra
from .astro_ascendant_sign import AstroAscendantSign
from .astro_ascendant_star_lord import AstroAscendantStarLord
from .astro_ascendant_sub_lord import AstroAscendantSubLord
from .astro_dasha_period import AstroDashaPeriod
from .astro_dasha_period_planet import AstroDashaPeriodPlanet
from .astro_dasha_timeline import AstroDashaTimeline
from .astro_dasha_timeline_birth import AstroDashaTimelineBirth
from .astro_dasha_timeline_birth_lord import AstroDashaTimelineBirthLord
from .astro_dasha_timeline_birth_nakshatra import AstroDashaTimelineBirthNakshatra
from .astro_dasha_timeline_current import AstroDashaTimelineCurrent
from .astro_dasha_timeline_current_antardasha import AstroDashaTimelineCurrentAntardasha
from .astro_dasha_timeline_current_mahadasha import AstroDashaTimelineCurrentMahadasha
from .astro_dasha_timeline_current_pratyantardasha import (
    AstroDashaTimelineCurrentPratyantardasha,
)
from .astro_horoscope import AstroHoroscope
from .astro_horoscope_language import AstroHoroscopeLanguage
from .astro_horoscope_mood import AstroHoroscopeMood
from .astro_horoscope_moon import AstroHoroscopeMoon
from .astro_horoscope_moon_nakshatra import AstroHoroscopeMoonNakshatra
from .astro_horoscope_moon_sign import AstroHoroscopeMoonSign
from .astro_horoscope_period import AstroHoroscopePeriod
from .astro_horoscope_sign import AstroHoroscopeSign
from .astro_horoscope_type import AstroHoroscopeType
from .astro_house import AstroHouse
from .astro_house_lord import AstroHouseLord
from .astro_house_occupants_item import AstroHouseOccupantsItem
from .astro_house_sign import AstroHouseSign
from .astro_house_star_lord import AstroHouseStarLord
from .astro_house_sub_lord import AstroHouseSubLord
from .astro_koot import AstroKoot
from .astro_koot_name import AstroKootName
from .astro_kundali import AstroKundali
from .astro_kundali_ayanamsa import AstroKundaliAyanamsa
from .astro_kundali_ayanamsa_name import AstroKundaliAyanamsaName
from .astro_kundali_dasha import AstroKundaliDasha
from .astro_kundali_dasha_current import AstroKundaliDashaCurrent
from .astro_kundali_dasha_sub import AstroKundaliDashaSub
from .astro_kundali_house_system import AstroKundaliHouseSystem
from .astro_kundali_language import AstroKundaliLanguage
from .astro_kundali_moon_sign import AstroKundaliMoonSign
from .astro_kundali_node_type import AstroKundaliNodeType
from .astro_kundali_sun_sign import AstroKundaliSunSign
from .astro_kundali_system import AstroKundaliSystem
from .astro_kundali_zodiac import AstroKundaliZodiac
from .astro_mangal_dosha_detail import AstroMangalDoshaDetail
from .astro_mangal_dosha_detail_dosha_from_item import (
    AstroMangalDoshaDetailDoshaFromItem,
)
from .astro_match_person import AstroMatchPerson
from .astro_match_person_moon_sign import AstroMatchPersonMoonSign
from .astro_match_person_nakshatra import AstroMatchPersonNakshatra
from .astro_match_result import AstroMatchResult
from .astro_match_result_mangal_dosha import AstroMatchResultMangalDosha
from .astro_planet import AstroPlanet
from .astro_planet_nakshatra import AstroPlanetNakshatra
from .astro_planet_name import AstroPlanetName
from .astro_planet_sign import AstroPlanetSign
from .astro_planet_star_lord import AstroPlanetStarLord
from .astro_planet_sub_lord import AstroPlanetSubLord
from .astro_pratyantardasha import AstroPratyantardasha
from .astro_pratyantardasha_antardasha import AstroPratyantardashaAntardasha
from .astro_pratyantardasha_mahadasha import AstroPratyantardashaMahadasha
from .astro_pratyantardasha_planet import AstroPratyantardashaPlanet
from .astro_time_info import AstroTimeInfo
from .astro_time_info_dst_rule import AstroTimeInfoDstRule
from .astro_time_info_tz_source import AstroTimeInfoTzSource
from .astro_transit import AstroTransit
from .astro_transit_planet import AstroTransitPlanet
from .astro_transit_sign import AstroTransitSign
from .astro_yoga import AstroYoga
from .astro_yoga_name import AstroYogaName
from .astro_yoga_strength import AstroYogaStrength
from .balance import Balance
from .batch import Batch
from .batch_create_request import BatchCreateRequest
from .batch_create_request_metadata import BatchCreateRequestMetadata
from .batch_list import BatchList
from .batch_metadata import BatchMetadata
from .batch_request_item import BatchRequestItem
from .batch_result import BatchResult
from .batch_result_error import BatchResultError
from .batch_status import BatchStatus
from .billing_alert import BillingAlert
from .billing_alert_delivery import BillingAlertDelivery
from .billing_alert_delivery_status import BillingAlertDeliveryStatus
from .billing_alert_list import BillingAlertList
from .billing_alert_threshold_percent import BillingAlertThresholdPercent
from .billing_limits import BillingLimits
from .billing_limits_update import BillingLimitsUpdate
from .chat_assistant_message import ChatAssistantMessage
from .chat_completion import ChatCompletion
from .chat_completion_choices_item import ChatCompletionChoicesItem
from .chat_completion_choices_item_finish_reason import (
    ChatCompletionChoicesItemFinishReason,
)
from .chat_completion_choices_item_message import ChatCompletionChoicesItemMessage
from .chat_completion_chunk import ChatCompletionChunk
from .chat_completion_chunk_choices_item import ChatCompletionChunkChoicesItem
from .chat_completion_chunk_choices_item_delta import (
    ChatCompletionChunkChoicesItemDelta,
)
from .chat_completion_chunk_choices_item_delta_function_call import (
    ChatCompletionChunkChoicesItemDeltaFunctionCall,
)
from .chat_completion_chunk_choices_item_delta_tool_calls_item import (
    ChatCompletionChunkChoicesItemDeltaToolCallsItem,
)
from .chat_completion_chunk_choices_item_delta_tool_calls_item_function import (
    ChatCompletionChunkChoicesItemDeltaToolCallsItemFunction,
)
from .chat_completion_chunk_choices_item_finish_reason_type_1 import (
    ChatCompletionChunkChoicesItemFinishReasonType1,
)
from .chat_completion_chunk_choices_item_finish_reason_type_2_type_1 import (
    ChatCompletionChunkChoicesItemFinishReasonType2Type1,
)
from .chat_completion_chunk_choices_item_finish_reason_type_3_type_1 import (
    ChatCompletionChunkChoicesItemFinishReasonType3Type1,
)
from .chat_completion_request import ChatCompletionRequest
from .chat_completion_request_function_call_type_0 import (
    ChatCompletionRequestFunctionCallType0,
)
from .chat_completion_request_function_call_type_1 import (
    ChatCompletionRequestFunctionCallType1,
)
from .chat_completion_request_logit_bias_type_0 import (
    ChatCompletionRequestLogitBiasType0,
)
from .chat_completion_request_metadata_type_0 import ChatCompletionRequestMetadataType0
from .chat_completion_request_reasoning_effort_type_1 import (
    ChatCompletionRequestReasoningEffortType1,
)
from .chat_completion_request_reasoning_effort_type_2_type_1 import (
    ChatCompletionRequestReasoningEffortType2Type1,
)
from .chat_completion_request_reasoning_effort_type_3_type_1 import (
    ChatCompletionRequestReasoningEffortType3Type1,
)
from .chat_completion_request_stream_options_type_0 import (
    ChatCompletionRequestStreamOptionsType0,
)
from .chat_completion_request_tool_choice_type_0 import (
    ChatCompletionRequestToolChoiceType0,
)
from .chat_completion_request_tool_choice_type_1 import (
    ChatCompletionRequestToolChoiceType1,
)
from .chat_completion_request_tool_choice_type_1_function import (
    ChatCompletionRequestToolChoiceType1Function,
)
from .chat_completion_request_verbosity_type_1 import (
    ChatCompletionRequestVerbosityType1,
)
from .chat_completion_request_verbosity_type_2_type_1 import (
    ChatCompletionRequestVerbosityType2Type1,
)
from .chat_completion_request_verbosity_type_3_type_1 import (
    ChatCompletionRequestVerbosityType3Type1,
)
from .chat_completion_stream_event import ChatCompletionStreamEvent
from .chat_completion_usage import ChatCompletionUsage
from .chat_completion_usage_completion_tokens_details import (
    ChatCompletionUsageCompletionTokensDetails,
)
from .chat_completion_usage_prompt_tokens_details import (
    ChatCompletionUsagePromptTokensDetails,
)
from .chat_developer_message import ChatDeveloperMessage
from .chat_function_call import ChatFunctionCall
from .chat_function_definition import ChatFunctionDefinition
from .chat_function_definition_parameters import ChatFunctionDefinitionParameters
from .chat_function_message import ChatFunctionMessage
from .chat_image_part import ChatImagePart
from .chat_image_part_image_url import ChatImagePartImageUrl
from .chat_image_part_image_url_detail import ChatImagePartImageUrlDetail
from .chat_logprobs_type_0 import ChatLogprobsType0
from .chat_refusal_part import ChatRefusalPart
from .chat_response_format_type_0 import ChatResponseFormatType0
from .chat_response_format_type_1 import ChatResponseFormatType1
from .chat_response_format_type_2_json_schema_schema import (
    ChatResponseFormatType2JsonSchemaSchema,
)
from .chat_system_message import ChatSystemMessage
from .chat_text_part import ChatTextPart
from .chat_token_logprob import ChatTokenLogprob
from .chat_token_logprob_top_logprobs_item import ChatTokenLogprobTopLogprobsItem
from .chat_tool import ChatTool
from .chat_tool_call import ChatToolCall
from .chat_tool_call_function import ChatToolCallFunction
from .chat_tool_message import ChatToolMessage
from .chat_user_message import ChatUserMessage
from .citation import Citation
from .cluster import Cluster
from .cluster_create_request import ClusterCreateRequest
from .cluster_create_request_gpu_type import ClusterCreateRequestGpuType
from .cluster_create_request_region import ClusterCreateRequestRegion
from .cluster_create_request_scheduler import ClusterCreateRequestScheduler
from .cluster_gpu_type import ClusterGpuType
from .cluster_list import ClusterList
from .cluster_node import ClusterNode
from .cluster_node_status import ClusterNodeStatus
from .cluster_region import ClusterRegion
from .cluster_scheduler import ClusterScheduler
from .cluster_status import ClusterStatus
from .deposit import Deposit
from .deposit_charge_currency import DepositChargeCurrency
from .deposit_provider import DepositProvider
from .deposit_request import DepositRequest
from .deposit_request_currency import DepositRequestCurrency
from .deposit_status import DepositStatus
from .embedding_create_request import EmbeddingCreateRequest
from .embedding_create_request_encoding_format import (
    EmbeddingCreateRequestEncodingFormat,
)
from .embedding_list import EmbeddingList
from .embedding_list_data_item import EmbeddingListDataItem
from .embedding_list_usage import EmbeddingListUsage
from .endpoint import Endpoint
from .endpoint_create_request import EndpointCreateRequest
from .endpoint_create_request_hardware import EndpointCreateRequestHardware
from .endpoint_hardware import EndpointHardware
from .endpoint_list import EndpointList
from .endpoint_status import EndpointStatus
from .error import Error
from .error_error import ErrorError
from .error_error_type import ErrorErrorType
from .evaluation import Evaluation
from .evaluation_aggregate import EvaluationAggregate
from .evaluation_aggregate_label_counts import EvaluationAggregateLabelCounts
from .evaluation_create_request import EvaluationCreateRequest
from .evaluation_create_request_scale import EvaluationCreateRequestScale
from .evaluation_create_request_type import EvaluationCreateRequestType
from .evaluation_list import EvaluationList
from .evaluation_progress import EvaluationProgress
from .evaluation_result import EvaluationResult
from .evaluation_status import EvaluationStatus
from .evaluation_test_case import EvaluationTestCase
from .evaluation_type import EvaluationType
from .file_deleted import FileDeleted
from .file_list import FileList
from .file_object import FileObject
from .file_object_purpose import FileObjectPurpose
from .file_object_status import FileObjectStatus
from .file_upload_request import FileUploadRequest
from .file_upload_request_purpose import FileUploadRequestPurpose
from .fine_tuning_job import FineTuningJob
from .fine_tuning_job_create_request import FineTuningJobCreateRequest
from .fine_tuning_job_create_request_hyperparameters import (
    FineTuningJobCreateRequestHyperparameters,
)
from .fine_tuning_job_create_request_method import FineTuningJobCreateRequestMethod
from .fine_tuning_job_error_type_1 import FineTuningJobErrorType1
from .fine_tuning_job_hyperparameters import FineTuningJobHyperparameters
from .fine_tuning_job_list import FineTuningJobList
from .fine_tuning_job_method import FineTuningJobMethod
from .fine_tuning_job_status import FineTuningJobStatus
from .get_chart_language import GetChartLanguage
from .get_chart_node import GetChartNode
from .get_chart_style import GetChartStyle
from .get_chart_system import GetChartSystem
from .get_horoscope_language import GetHoroscopeLanguage
from .get_horoscope_sign import GetHoroscopeSign
from .get_horoscope_type import GetHoroscopeType
from .get_kundali_language import GetKundaliLanguage
from .get_kundali_node import GetKundaliNode
from .get_kundali_system import GetKundaliSystem
from .get_payment_page_result import GetPaymentPageResult
from .handle_payment_webhook_body import HandlePaymentWebhookBody
from .handle_payment_webhook_provider import HandlePaymentWebhookProvider
from .handle_payment_webhook_response_200 import HandlePaymentWebhookResponse200
from .health import Health
from .health_database import HealthDatabase
from .health_status import HealthStatus
from .image_generation_request import ImageGenerationRequest
from .image_generation_request_response_format_type_1 import (
    ImageGenerationRequestResponseFormatType1,
)
from .image_generation_request_response_format_type_2_type_1 import (
    ImageGenerationRequestResponseFormatType2Type1,
)
from .image_generation_request_response_format_type_3_type_1 import (
    ImageGenerationRequestResponseFormatType3Type1,
)
from .image_generation_request_size_type_1 import ImageGenerationRequestSizeType1
from .image_generation_request_size_type_2_type_1 import (
    ImageGenerationRequestSizeType2Type1,
)
from .image_generation_request_size_type_3_type_1 import (
    ImageGenerationRequestSizeType3Type1,
)
from .images_response import ImagesResponse
from .list_files_purpose import ListFilesPurpose
from .model import Model
from .model_capabilities import ModelCapabilities
from .model_deprecation import ModelDeprecation
from .model_kind import ModelKind
from .model_list import ModelList
from .plan import Plan
from .scope import Scope
from .speech_create_request import SpeechCreateRequest
from .speech_create_request_response_format import SpeechCreateRequestResponseFormat
from .speech_voice import SpeechVoice
from .transcription import Transcription
from .transcription_create_request import TranscriptionCreateRequest
from .transcription_create_request_response_format import (
    TranscriptionCreateRequestResponseFormat,
)
from .usage import Usage
from .usage_row import UsageRow
from .verbose_transcription import VerboseTranscription
from .verbose_transcription_segments_item import VerboseTranscriptionSegmentsItem
from .voice_birth_details import VoiceBirthDetails
from .voice_request import VoiceRequest
from .voice_request_response_format import VoiceRequestResponseFormat

__all__ = (
    "AccountExport",
    "AccountExportAccount",
    "AccountExportApiKeysItem",
    "AccountExportBillingItem",
    "AccountExportUsageItem",
    "AgentId",
    "AgentList",
    "AgentListDataItem",
    "AgentResult",
    "AgentResultStepsItem",
    "AgentResultStepsItemInput",
    "AgentResultUsage",
    "AgentRunRequest",
    "AgentRunRequestContext",
    "AgentRunRequestContextBirthDetails",
    "AgentRunRequestContextLocation",
    "AgentRunRequestContextPreferences",
    "AgentStreamEventType0",
    "AgentStreamEventType1",
    "AgentStreamSseEvent",
    "AnswerPaymentPageAction",
    "ApiKey",
    "ApiKeyCreate",
    "ApiKeyList",
    "ApiKeyWithSecret",
    "AstroAntardasha",
    "AstroAntardashaMahadasha",
    "AstroAntardashaPlanet",
    "AstroAscendant",
    "AstroAscendantNakshatra",
    "AstroAscendantSign",
    "AstroAscendantStarLord",
    "AstroAscendantSubLord",
    "AstroDashaPeriod",
    "AstroDashaPeriodPlanet",
    "AstroDashaTimeline",
    "AstroDashaTimelineBirth",
    "AstroDashaTimelineBirthLord",
    "AstroDashaTimelineBirthNakshatra",
    "AstroDashaTimelineCurrent",
    "AstroDashaTimelineCurrentAntardasha",
    "AstroDashaTimelineCurrentMahadasha",
    "AstroDashaTimelineCurrentPratyantardasha",
    "AstroHoroscope",
    "AstroHoroscopeLanguage",
    "AstroHoroscopeMood",
    "AstroHoroscopeMoon",
    "AstroHoroscopeMoonNakshatra",
    "AstroHoroscopeMoonSign",
    "AstroHoroscopePeriod",
    "AstroHoroscopeSign",
    "AstroHoroscopeType",
    "AstroHouse",
    "AstroHouseLord",
    "AstroHouseOccupantsItem",
    "AstroHouseSign",
    "AstroHouseStarLord",
    "AstroHouseSubLord",
    "AstroKoot",
    "AstroKootName",
    "AstroKundali",
    "AstroKundaliAyanamsa",
    "AstroKundaliAyanamsaName",
    "AstroKundaliDasha",
    "AstroKundaliDashaCurrent",
    "AstroKundaliDashaSub",
    "AstroKundaliHouseSystem",
    "AstroKundaliLanguage",
    "AstroKundaliMoonSign",
    "AstroKundaliNodeType",
    "AstroKundaliSunSign",
    "AstroKundaliSystem",
    "AstroKundaliZodiac",
    "AstroMangalDoshaDetail",
    "AstroMangalDoshaDetailDoshaFromItem",
    "AstroMatchPerson",
    "AstroMatchPersonMoonSign",
    "AstroMatchPersonNakshatra",
    "AstroMatchResult",
    "AstroMatchResultMangalDosha",
    "AstroPlanet",
    "AstroPlanetNakshatra",
    "AstroPlanetName",
    "AstroPlanetSign",
    "AstroPlanetStarLord",
    "AstroPlanetSubLord",
    "AstroPratyantardasha",
    "AstroPratyantardashaAntardasha",
    "AstroPratyantardashaMahadasha",
    "AstroPratyantardashaPlanet",
    "AstroTimeInfo",
    "AstroTimeInfoDstRule",
    "AstroTimeInfoTzSource",
    "AstroTransit",
    "AstroTransitPlanet",
    "AstroTransitSign",
    "AstroYoga",
    "AstroYogaName",
    "AstroYogaStrength",
    "Balance",
    "Batch",
    "BatchCreateRequest",
    "BatchCreateRequestMetadata",
    "BatchList",
    "BatchMetadata",
    "BatchRequestItem",
    "BatchResult",
    "BatchResultError",
    "BatchStatus",
    "BillingAlert",
    "BillingAlertDelivery",
    "BillingAlertDeliveryStatus",
    "BillingAlertList",
    "BillingAlertThresholdPercent",
    "BillingLimits",
    "BillingLimitsUpdate",
    "ChatAssistantMessage",
    "ChatCompletion",
    "ChatCompletionChoicesItem",
    "ChatCompletionChoicesItemFinishReason",
    "ChatCompletionChoicesItemMessage",
    "ChatCompletionChunk",
    "ChatCompletionChunkChoicesItem",
    "ChatCompletionChunkChoicesItemDelta",
    "ChatCompletionChunkChoicesItemDeltaFunctionCall",
    "ChatCompletionChunkChoicesItemDeltaToolCallsItem",
    "ChatCompletionChunkChoicesItemDeltaToolCallsItemFunction",
    "ChatCompletionChunkChoicesItemFinishReasonType1",
    "ChatCompletionChunkChoicesItemFinishReasonType2Type1",
    "ChatCompletionChunkChoicesItemFinishReasonType3Type1",
    "ChatCompletionRequest",
    "ChatCompletionRequestFunctionCallType0",
    "ChatCompletionRequestFunctionCallType1",
    "ChatCompletionRequestLogitBiasType0",
    "ChatCompletionRequestMetadataType0",
    "ChatCompletionRequestReasoningEffortType1",
    "ChatCompletionRequestReasoningEffortType2Type1",
    "ChatCompletionRequestReasoningEffortType3Type1",
    "ChatCompletionRequestStreamOptionsType0",
    "ChatCompletionRequestToolChoiceType0",
    "ChatCompletionRequestToolChoiceType1",
    "ChatCompletionRequestToolChoiceType1Function",
    "ChatCompletionRequestVerbosityType1",
    "ChatCompletionRequestVerbosityType2Type1",
    "ChatCompletionRequestVerbosityType3Type1",
    "ChatCompletionStreamEvent",
    "ChatCompletionUsage",
    "ChatCompletionUsageCompletionTokensDetails",
    "ChatCompletionUsagePromptTokensDetails",
    "ChatDeveloperMessage",
    "ChatFunctionCall",
    "ChatFunctionDefinition",
    "ChatFunctionDefinitionParameters",
    "ChatFunctionMessage",
    "ChatImagePart",
    "ChatImagePartImageUrl",
    "ChatImagePartImageUrlDetail",
    "ChatLogprobsType0",
    "ChatRefusalPart",
    "ChatResponseFormatType0",
    "ChatResponseFormatType1",
    "ChatResponseFormatType2JsonSchemaSchema",
    "ChatSystemMessage",
    "ChatTextPart",
    "ChatTokenLogprob",
    "ChatTokenLogprobTopLogprobsItem",
    "ChatTool",
    "ChatToolCall",
    "ChatToolCallFunction",
    "ChatToolMessage",
    "ChatUserMessage",
    "Citation",
    "Cluster",
    "ClusterCreateRequest",
    "ClusterCreateRequestGpuType",
    "ClusterCreateRequestRegion",
    "ClusterCreateRequestScheduler",
    "ClusterGpuType",
    "ClusterList",
    "ClusterNode",
    "ClusterNodeStatus",
    "ClusterRegion",
    "ClusterScheduler",
    "ClusterStatus",
    "Deposit",
    "DepositChargeCurrency",
    "DepositProvider",
    "DepositRequest",
    "DepositRequestCurrency",
    "DepositStatus",
    "EmbeddingCreateRequest",
    "EmbeddingCreateRequestEncodingFormat",
    "EmbeddingList",
    "EmbeddingListDataItem",
    "EmbeddingListUsage",
    "Endpoint",
    "EndpointCreateRequest",
    "EndpointCreateRequestHardware",
    "EndpointHardware",
    "EndpointList",
    "EndpointStatus",
    "Error",
    "ErrorError",
    "ErrorErrorType",
    "Evaluation",
    "EvaluationAggregate",
    "EvaluationAggregateLabelCounts",
    "EvaluationCreateRequest",
    "EvaluationCreateRequestScale",
    "EvaluationCreateRequestType",
    "EvaluationList",
    "EvaluationProgress",
    "EvaluationResult",
    "EvaluationStatus",
    "EvaluationTestCase",
    "EvaluationType",
    "FileDeleted",
    "FileList",
    "FileObject",
    "FileObjectPurpose",
    "FileObjectStatus",
    "FileUploadRequest",
    "FileUploadRequestPurpose",
    "FineTuningJob",
    "FineTuningJobCreateRequest",
    "FineTuningJobCreateRequestHyperparameters",
    "FineTuningJobCreateRequestMethod",
    "FineTuningJobErrorType1",
    "FineTuningJobHyperparameters",
    "FineTuningJobList",
    "FineTuningJobMethod",
    "FineTuningJobStatus",
    "GetChartLanguage",
    "GetChartNode",
    "GetChartStyle",
    "GetChartSystem",
    "GetHoroscopeLanguage",
    "GetHoroscopeSign",
    "GetHoroscopeType",
    "GetKundaliLanguage",
    "GetKundaliNode",
    "GetKundaliSystem",
    "GetPaymentPageResult",
    "HandlePaymentWebhookBody",
    "HandlePaymentWebhookProvider",
    "HandlePaymentWebhookResponse200",
    "Health",
    "HealthDatabase",
    "HealthStatus",
    "ImageGenerationRequest",
    "ImageGenerationRequestResponseFormatType1",
    "ImageGenerationRequestResponseFormatType2Type1",
    "ImageGenerationRequestResponseFormatType3Type1",
    "ImageGenerationRequestSizeType1",
    "ImageGenerationRequestSizeType2Type1",
    "ImageGenerationRequestSizeType3Type1",
    "ImagesResponse",
    "ListFilesPurpose",
    "Model",
    "ModelCapabilities",
    "ModelDeprecation",
    "ModelKind",
    "ModelList",
    "Plan",
    "Scope",
    "SpeechCreateRequest",
    "SpeechCreateRequestResponseFormat",
    "SpeechVoice",
    "Transcription",
    "TranscriptionCreateRequest",
    "TranscriptionCreateRequestResponseFormat",
    "Usage",
    "UsageRow",
    "VerboseTranscription",
    "VerboseTranscriptionSegmentsItem",
    "VoiceBirthDetails",
    "VoiceRequest",
    "VoiceRequestResponseFormat",
)

from __future__ import annotations

from collections.abc import Mapping
from io import BytesIO
from typing import Any, Self, TypeVar

from attrs import define as _attrs_define

from .. import types
from ..models.speech_voice import SpeechVoice
from ..models.voice_request_response_format import VoiceRequestResponseFormat
from ..types import UNSET, File, Unset

T = TypeVar("T", bound="VoiceRequest")


@_attrs_define
class VoiceRequest:
    """
    Attributes:
        audio (File): Spoken input (wav, mp3, webm, ogg), at most 25 MB.
        language (str | Unset): ISO-639-1 code of the language of the reply, `en`, `hi` or `ta` (what the astrology
            models write and `tts-1` speaks; another code is a 400 `unsupported_language` naming `language` and listing
            these). The chat reply is asked for in it (astrology models through the structured system message, other models
            by a one-line system instruction) and the speech follows the reply's script. The recognizer (`graha-stt-en`)
            gets it only when it recognizes that language (English), so speak English. Absent, the astrology models answer
            in the question's language and other models as they choose.
        voice (SpeechVoice | Unset):  Default: SpeechVoice.NOVA.
        context (str | Unset): System prompt for the reasoning layer.
        birth_details (str | Unset): JSON-encoded object `{"date": "YYYY-MM-DD", "time": "HH:MM", "place": "City,
            Country"}`, or with `lat`, `lon` (degrees) and optional `tz` (an IANA zone name or a UTC offset in hours)
            instead of `place` (multipart fields are strings).
        model (str | Unset): Chat model that composes the reply (any chat model of GET /v1/models). Absent, `graha-
            astro-standard` when `birth_details` is given, else the operator's default (VOICE_CHAT_MODEL).
        response_format (VoiceRequestResponseFormat | Unset):  Default: VoiceRequestResponseFormat.MP3.
    """

    audio: File
    language: str | Unset = UNSET
    voice: SpeechVoice | Unset = SpeechVoice.NOVA
    context: str | Unset = UNSET
    birth_details: str | Unset = UNSET
    model: str | Unset = UNSET
    response_format: VoiceRequestResponseFormat | Unset = VoiceRequestResponseFormat.MP3

    def to_dict(self) -> dict[str, Any]:
        audio = self.audio.to_tuple()

        language = self.language

        voice: str | Unset = UNSET
        if not isinstance(self.voice, Unset):
            voice = self.voice.value

        context = self.context

        birth_details = self.birth_details

        model = self.model

        response_format: str | Unset = UNSET
        if not isinstance(self.response_format, Unset):
            response_format = self.response_format.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "audio": audio,
            }
        )
        if language is not UNSET:
            field_dict["language"] = language
        if voice is not UNSET:
            field_dict["voice"] = voice
        if context is not UNSET:
            field_dict["context"] = context
        if birth_details is not UNSET:
            field_dict["birth_details"] = birth_details
        if model is not UNSET:
            field_dict["model"] = model
        if response_format is not UNSET:
            field_dict["response_format"] = response_format

        return field_dict

    def to_multipart(self) -> types.RequestFiles:
        files: types.RequestFiles = []

        files.append(("audio", self.audio.to_tuple()))

        if not isinstance(self.language, Unset):
            files.append(
                ("language", (None, str(self.language).encode(), "text/plain"))
            )

        if not isinstance(self.voice, Unset):
            files.append(
                ("voice", (None, str(self.voice.value).encode(), "text/plain"))
            )

        if not isinstance(self.context, Unset):
            files.append(("context", (None, str(self.context).encode(), "text/plain")))

        if not isinstance(self.birth_details, Unset):
            files.append(
                (
                    "birth_details",
                    (None, str(self.birth_details).encode(), "text/plain"),
                )
            )

        if not isinstance(self.model, Unset):
            files.append(("model", (None, str(self.model).encode(), "text/plain")))

        if not isinstance(self.response_format, Unset):
            files.append(
                (
                    "response_format",
                    (None, str(self.response_format.value).encode(), "text/plain"),
                )
            )

        return files

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        audio = File(payload=BytesIO(d.pop("audio")))

        language = d.pop("language", UNSET)

        _voice = d.pop("voice", UNSET)
        voice: SpeechVoice | Unset
        if isinstance(_voice, Unset):
            voice = UNSET
        else:
            voice = SpeechVoice(_voice)

        context = d.pop("context", UNSET)

        birth_details = d.pop("birth_details", UNSET)

        model = d.pop("model", UNSET)

        _response_format = d.pop("response_format", UNSET)
        response_format: VoiceRequestResponseFormat | Unset
        if isinstance(_response_format, Unset):
            response_format = UNSET
        else:
            response_format = VoiceRequestResponseFormat(_response_format)

        voice_request = cls(
            audio=audio,
            language=language,
            voice=voice,
            context=context,
            birth_details=birth_details,
            model=model,
            response_format=response_format,
        )

        return voice_request

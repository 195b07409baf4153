from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="Citation")


@_attrs_define
class Citation:
    """A passage of Graha's corpus of notes on classical rules that an astrology answer relies on.

    Attributes:
        id (str): The corpus entry's id.
        work (str): The classical work, e.g. "Brihat Parashara Hora Shastra".
        chapter (None | str): Chapter (number or name) of the work, null when not known.
        verse (None | str): Verse or verse range, null when the note paraphrases a chapter rather than one verse.
        text (str): The note, in the language of the answer.
    """

    id: str
    work: str
    chapter: None | str
    verse: None | str
    text: str
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        work = self.work

        chapter: None | str
        chapter = self.chapter

        verse: None | str
        verse = self.verse

        text = self.text

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "id": id,
                "work": work,
                "chapter": chapter,
                "verse": verse,
                "text": text,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        d = dict(src_dict)
        id = d.pop("id")

        work = d.pop("work")

        def _parse_chapter(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        chapter = _parse_chapter(d.pop("chapter"))

        def _parse_verse(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        verse = _parse_verse(d.pop("verse"))

        text = d.pop("text")

        citation = cls(
            id=id,
            work=work,
            chapter=chapter,
            verse=verse,
            text=text,
        )

        citation.additional_properties = d
        return citation

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties

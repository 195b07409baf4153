from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import (
    TYPE_CHECKING,
    Any,
    Literal,
    Self,
    TypeVar,
    cast,
)

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.usage_row import UsageRow


T = TypeVar("T", bound="Usage")


@_attrs_define
class Usage:
    """
    Attributes:
        object_ (Literal['billing.usage']):
        period (str): The month, YYYY-MM.
        start (datetime.date):
        end (datetime.date):
        totals (UsageRow):
        by_day (list[UsageRow]):
        by_model (list[UsageRow]):
        by_endpoint_type (list[UsageRow]):
    """

    object_: Literal["billing.usage"]
    period: str
    start: datetime.date
    end: datetime.date
    totals: UsageRow
    by_day: list[UsageRow]
    by_model: list[UsageRow]
    by_endpoint_type: list[UsageRow]
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        object_ = self.object_

        period = self.period

        start = self.start.isoformat()

        end = self.end.isoformat()

        totals = self.totals.to_dict()

        by_day = []
        for by_day_item_data in self.by_day:
            by_day_item = by_day_item_data.to_dict()
            by_day.append(by_day_item)

        by_model = []
        for by_model_item_data in self.by_model:
            by_model_item = by_model_item_data.to_dict()
            by_model.append(by_model_item)

        by_endpoint_type = []
        for by_endpoint_type_item_data in self.by_endpoint_type:
            by_endpoint_type_item = by_endpoint_type_item_data.to_dict()
            by_endpoint_type.append(by_endpoint_type_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "object": object_,
                "period": period,
                "start": start,
                "end": end,
                "totals": totals,
                "by_day": by_day,
                "by_model": by_model,
                "by_endpoint_type": by_endpoint_type,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.usage_row import UsageRow

        d = dict(src_dict)
        object_ = cast(Literal["billing.usage"], d.pop("object"))
        if object_ != "billing.usage":
            raise ValueError(
                f"object must match const 'billing.usage', got '{object_}'"
            )

        period = d.pop("period")

        start = datetime.date.fromisoformat(d.pop("start"))

        end = datetime.date.fromisoformat(d.pop("end"))

        totals = UsageRow.from_dict(d.pop("totals"))

        by_day = []
        _by_day = d.pop("by_day")
        for by_day_item_data in _by_day:
            by_day_item = UsageRow.from_dict(by_day_item_data)

            by_day.append(by_day_item)

        by_model = []
        _by_model = d.pop("by_model")
        for by_model_item_data in _by_model:
            by_model_item = UsageRow.from_dict(by_model_item_data)

            by_model.append(by_model_item)

        by_endpoint_type = []
        _by_endpoint_type = d.pop("by_endpoint_type")
        for by_endpoint_type_item_data in _by_endpoint_type:
            by_endpoint_type_item = UsageRow.from_dict(by_endpoint_type_item_data)

            by_endpoint_type.append(by_endpoint_type_item)

        usage = cls(
            object_=object_,
            period=period,
            start=start,
            end=end,
            totals=totals,
            by_day=by_day,
            by_model=by_model,
            by_endpoint_type=by_endpoint_type,
        )

        usage.additional_properties = d
        return usage

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

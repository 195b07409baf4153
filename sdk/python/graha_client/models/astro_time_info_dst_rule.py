from enum import StrEnum


class AstroTimeInfoDstRule(StrEnum):
    FIXED_OFFSET = "fixed_offset"
    GAP_SHIFT_FORWARD = "gap_shift_forward"
    OVERLAP_EARLIER = "overlap_earlier"
    UNAMBIGUOUS = "unambiguous"

    def __str__(self) -> str:
        return str(self.value)

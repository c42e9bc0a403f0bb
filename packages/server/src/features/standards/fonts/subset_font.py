"""Builds NotoSansSC-Regular-GB2312L1.ttf from Noto Sans SC Regular (TrueType outlines, Google Fonts build).

Usage: python3 subset_font.py <NotoSansSC-Regular.ttf>   (needs fontTools: Debian package python3-fonttools)

Keeps printable ASCII, Latin-1, common punctuation, the GB 2312 symbol rows and its 3,755 level-1 hanzi; drops
hinting and layout tables. Every glyph record is padded to 4 bytes: pdf-lib's subsetter copies the records as they
are and writes a short loca table (offsets / 2) for small subsets, so an odd-length record would shift every glyph
after it.
"""

import sys

from fontTools import subset
from fontTools.ttLib import TTFont

OUT = 'NotoSansSC-Regular-GB2312L1.ttf'


def gb2312(first_lead: int, last_lead: int) -> set[int]:
    chars = set()
    for lead in range(first_lead, last_lead + 1):
        for trail in range(0xA1, 0xFF):
            try:
                chars.add(ord(bytes([lead, trail]).decode('gb2312')))
            except UnicodeDecodeError:
                pass
    return chars


def wanted() -> set[int]:
    chars = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100))
    chars |= set(range(0x2010, 0x2028)) | set(range(0x2030, 0x203C)) | {0x20AC, 0x2103, 0x2116}
    chars |= set(range(0x3000, 0x3020)) | set(range(0xFF01, 0xFF5F))
    return chars | gb2312(0xA1, 0xA9) | gb2312(0xB0, 0xD7)


def main(source: str) -> None:
    font = TTFont(source)
    options = subset.Options()
    options.hinting = False
    options.layout_features = []
    options.name_IDs = ['*']
    options.name_languages = ['*']
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=wanted())
    subsetter.subset(font)
    font['glyf'].padding = 4
    font.save(OUT)


if __name__ == '__main__':
    main(sys.argv[1])

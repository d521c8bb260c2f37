"""Reading back what a user would find in an exported PDF: the page size, the text (as a PDF
viewer's search reads it, through the fonts' ToUnicode maps) and the colours painted with."""

from __future__ import annotations

import re
import zlib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class Pdf:
    objects: dict[int, tuple[bytes, bytes | None]]  # number: (dictionary, stream)

    @classmethod
    def read(cls, path: Path) -> Pdf:
        data = path.read_bytes()
        assert data.startswith(b"%PDF")
        objects: dict[int, tuple[bytes, bytes | None]] = {}
        for m in re.finditer(rb"(?s)(\d+) 0 obj(.*?)endobj", data):
            body = m.group(2)
            found = re.search(rb"(?s)stream\r?\n(.*)\r?\nendstream", body)
            if found is None:
                objects[int(m.group(1))] = (body, None)
                continue
            head, stream = body[: found.start()], found.group(1)
            if b"/FlateDecode" in head:
                stream = zlib.decompress(stream)
            objects[int(m.group(1))] = (head, stream)
        return cls(objects)

    def pages(self) -> list[bytes]:
        return [head for head, _ in self.objects.values() if re.search(rb"/Type /Page\b", head)]

    def media_box(self) -> tuple[float, float]:
        """The one page's width and height in points."""
        (page,) = self.pages()
        found = re.search(rb"/MediaBox\s*\[([^\]]*)\]", page)
        assert found is not None
        x0, y0, x1, y1 = (float(v) for v in found.group(1).split())
        return x1 - x0, y1 - y0

    def content(self) -> str:
        """The page's drawing operators."""
        (page,) = self.pages()
        found = re.search(rb"/Contents (\d+) 0 R", page)
        assert found is not None
        stream = self.objects[int(found.group(1))][1]
        assert stream is not None
        return stream.decode("latin-1")

    def text(self) -> str:
        """The page's text, each glyph through its font's ToUnicode map."""
        maps: dict[str, dict[int, str]] = {}
        for head, _ in self.objects.values():
            for name, number in re.findall(rb"/(F\d+) (\d+) 0 R", head):
                font = self.objects[int(number)][0]
                unicode = re.search(rb"/ToUnicode (\d+) 0 R", font)
                if unicode is not None:
                    cmap = self.objects[int(unicode.group(1))][1]
                    assert cmap is not None
                    maps[name.decode()] = _cmap(cmap.decode("latin-1"))
        out = []
        glyphs: dict[int, str] = {}
        for font, hexes in re.findall(r"/(F\d+) [\d.]+ Tf|<([0-9A-Fa-f]+)> Tj", self.content()):
            if font:
                glyphs = maps[font]
            else:
                out += [glyphs.get(int(hexes[i : i + 4], 16), "?") for i in range(0, len(hexes), 4)]
        return "".join(out)

    def colour_uses(self, colour: QColor) -> int:
        """How many times the page paints (fills or strokes) in ``colour``."""
        uses = Counter(
            tuple(round(float(v), 3) for v in m)
            for m in re.findall(r"([\d.]+) ([\d.]+) ([\d.]+) (?:scn|SCN)", self.content())
        )
        return uses[(round(colour.redF(), 3), round(colour.greenF(), 3), round(colour.blueF(), 3))]


def _cmap(text: str) -> dict[int, str]:
    glyphs: dict[int, str] = {}
    for block in re.findall(r"(?s)beginbfrange(.*?)endbfrange", text):
        for first, last, targets in re.findall(
            r"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(\[[^\]]*\]|<[0-9A-Fa-f]+>)", block
        ):
            lo, hi = int(first, 16), int(last, 16)
            if targets.startswith("["):
                for i, code in enumerate(re.findall(r"<([0-9A-Fa-f]+)>", targets)):
                    glyphs[lo + i] = chr(int(code, 16))
            else:
                for i in range(hi - lo + 1):
                    glyphs[lo + i] = chr(int(targets[1:-1], 16) + i)
    for block in re.findall(r"(?s)beginbfchar(.*?)endbfchar", text):
        for code, target in re.findall(r"<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>", block):
            glyphs[int(code, 16)] = chr(int(target, 16))
    return glyphs

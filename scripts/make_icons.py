"""Draw the app icons of the web app manifest (site_hooks/offline.py) as PNG files, with the
standard library only: a white playing card with a red diamond on the site's teal, at 192 and 512
pixels, and a maskable 512 (the card inside the safe zone, 80% of the side).

Usage: .venv/bin/python scripts/make_icons.py   (writes docs/assets/images/icon-*.png; the files
are committed, so a build does not draw them)."""

from __future__ import annotations

import struct
import zlib
from pathlib import Path

OUT = Path(__file__).resolve().parents[1] / "docs" / "assets" / "images"
TEAL = (0, 150, 136)
WHITE = (255, 255, 255)
RED = (230, 74, 25)


def pixel(x: float, y: float, card: float) -> tuple[int, int, int]:
    """The colour at (x, y) in [0, 1]^2 with a card `card` of the side high (centred)."""
    w, h = card * 0.72, card
    left, top = 0.5 - w / 2, 0.5 - h / 2
    r = card * 0.08
    inside = left <= x <= left + w and top <= y <= top + h
    if inside:  # rounded corners
        cx = min(max(x, left + r), left + w - r)
        cy = min(max(y, top + r), top + h - r)
        inside = (x - cx) ** 2 + (y - cy) ** 2 <= r * r
    if not inside:
        return TEAL
    if abs(x - 0.5) / (w * 0.32) + abs(y - 0.5) / (h * 0.30) <= 1:
        return RED
    return WHITE


def png(size: int, card: float) -> bytes:
    rows = b"".join(b"\x00" + bytes(c for x in range(size) for c in pixel((x + 0.5) / size, (y + 0.5) / size, card))
                    for y in range(size))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, size, card in [("icon-192.png", 192, 0.8), ("icon-512.png", 512, 0.8), ("icon-maskable-512.png", 512, 0.62)]:
        (OUT / name).write_bytes(png(size, card))
        print(OUT / name)


if __name__ == "__main__":
    main()

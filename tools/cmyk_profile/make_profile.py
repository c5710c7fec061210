"""Make the CMYK output profile the print-shop target converts through, from Fogra's FOGRA39 data.

    python tools/cmyk_profile/make_profile.py    # writes ntw_print/profiles/ntw-print-FOGRA39.icc

FOGRA39L.ti3 beside this script holds Fogra's characterization of offset printing on coated paper
(ISO 12647-2, the condition registered as FOGRA39): 1617 patches, each a CMYK value and the colour
measured from it. The profile is made from those measurements alone (the file's licence is below;
no profile of anyone else's is copied):

- A2B (CMYK -> Lab): the measurements, relative to the paper's white (as an ICC profile holds
  them), interpolated onto a regular 11 x 11 x 11 x 11 grid by a thin-plate spline;
- B2A (Lab -> CMYK): for every node of a 25 x 25 x 25 Lab grid, the black a medium grey component
  replacement gives it (none above L* 65, up to 90 % at the black point, less the more saturated
  the colour), then the cyan, magenta and yellow that come nearest to the colour with that black
  (least squares within 0-100 %, so a colour outside the gamut is clipped to its nearest printable
  one), keeping the total ink within 300 %;
- gamt: on the same grid, which colours the press does not reach (more than ΔE*ab 3 from its ink).

It needs numpy and scipy (not dependencies of ntw-print: the profile is made once and shipped), and
writes the same bytes every time.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

import numpy as np
from scipy.interpolate import RBFInterpolator

HERE = Path(__file__).parent
TARGET = HERE.parents[1] / "ntw_print" / "profiles" / "ntw-print-FOGRA39.icc"
D50 = np.array([0.9642, 1.0, 0.8249])
A2B_NODES = 11
B2A_NODES = 25
TOTAL_INK = 3.0
GAMUT_DELTA_E = 3.0
DESCRIPTION = "ntw-print FOGRA39 (coated offset, ISO 12647-2), made from Fogra's FOGRA39L data"
COPYRIGHT = ("Made by ntw-print's tools/cmyk_profile from FOGRA39L.ti3 (Fogra characterization data, "
             "zlib licence, Kai-Uwe Behrmann); no restrictions on use or redistribution")


def measurements(path: Path) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """CMYK (0-1), XYZ (0-1 of the perfect white) of every patch, and the paper's XYZ."""
    rows, reading = [], False
    for line in path.read_text().splitlines():
        if line.startswith("BEGIN_DATA") and not line.startswith("BEGIN_DATA_FORMAT"):
            reading = True
        elif line.startswith("END_DATA"):
            reading = False
        elif reading and line.strip():
            rows.append([float(value) for value in line.split()[1:8]])
    data = np.array(rows)
    cmyk, xyz = data[:, :4] / 100, data[:, 4:7] / 100
    paper = xyz[np.all(cmyk == 0, axis=1)].mean(axis=0)
    return cmyk, xyz, paper


def lab(xyz: np.ndarray, white: np.ndarray = D50) -> np.ndarray:
    """CIE L*a*b* of XYZ under `white`."""
    t = xyz / white
    f = np.where(t > (6 / 29) ** 3, np.cbrt(t), t / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)


def forward_model(cmyk: np.ndarray, xyz: np.ndarray, paper: np.ndarray) -> RBFInterpolator:
    """CMYK -> Lab relative to the paper (ICC's media-relative colorimetry: the paper is L* 100)."""
    relative = lab(xyz * D50 / paper)
    return RBFInterpolator(cmyk, relative, kernel="thin_plate_spline", smoothing=1e-4)


def grid(nodes: int, dimensions: int) -> np.ndarray:
    """Every node of a regular grid over [0, 1]^dimensions, the first axis slowest (ICC's order)."""
    axes = np.meshgrid(*[np.linspace(0, 1, nodes)] * dimensions, indexing="ij")
    return np.stack([axis.ravel() for axis in axes], axis=-1)


def black_for(target: np.ndarray, black_point: float) -> np.ndarray:
    """Medium grey component replacement: the black each Lab colour is printed with."""
    lightness, chroma = target[:, 0], np.hypot(target[:, 1], target[:, 2])
    depth = np.clip((65 - lightness) / (65 - black_point), 0, 1) ** 1.3
    return 0.9 * depth * np.clip(1 - chroma / 60, 0, 1)


def invert(model: RBFInterpolator, targets: np.ndarray, black: np.ndarray) -> np.ndarray:
    """CMY for each Lab target at its given black: nearest of a sampled grid, then bounded
    Gauss-Newton steps on the model (finite-difference Jacobian)."""
    samples = grid(21, 3)
    cmy = np.empty((len(targets), 3))
    levels = np.round(black * 20) / 20  # the start from 21 levels of black, each sampled once
    for level in np.unique(levels):
        rows = np.where(levels == level)[0]
        ink = model(np.column_stack([samples, np.full(len(samples), level)]))
        nearest = ((targets[rows, None, :] - ink[None, :, :]) ** 2).sum(axis=2).argmin(axis=1)
        cmy[rows] = samples[nearest]
    step = 1e-3
    for _ in range(12):
        here = model(np.column_stack([cmy, black]))
        jacobian = np.stack([(model(np.column_stack([cmy + step * np.eye(3)[i], black])) - here) / step
                             for i in range(3)], axis=2)
        residual = targets - here
        normal = np.einsum("nki,nkj->nij", jacobian, jacobian) + 1e-4 * np.eye(3)
        gradient = np.einsum("nki,nk->ni", jacobian, residual)
        cmy = np.clip(cmy + np.linalg.solve(normal, gradient[..., None])[..., 0], 0, 1)
    over = cmy.sum(axis=1) + black - TOTAL_INK
    cmy *= np.where(over > 0, (cmy.sum(axis=1) - over) / np.maximum(cmy.sum(axis=1), 1e-9), 1)[:, None]
    return np.column_stack([cmy, black])


def lab_from_encoding(nodes: np.ndarray) -> np.ndarray:
    """Lab of the nodes of a version 2 Lab grid (L* 0 to 100.39, a* and b* -128 to 127.996)."""
    encoded = nodes * 65535
    return np.column_stack([encoded[:, 0] / 652.8, encoded[:, 1] / 256 - 128, encoded[:, 2] / 256 - 128])


def lab_encoding(values: np.ndarray) -> np.ndarray:
    return np.column_stack([values[:, 0] * 652.8, (values[:, 1] + 128) * 256, (values[:, 2] + 128) * 256])


def u16(values: np.ndarray) -> bytes:
    return np.clip(np.round(values), 0, 65535).astype(">u2").tobytes()


def lut16(inputs: int, outputs: int, nodes: int, table: np.ndarray) -> bytes:
    """An ICC lut16Type: identity matrix and curves around the grid `table` (0-65535)."""
    identity = struct.pack(">9i", *[65536 if i in (0, 4, 8) else 0 for i in range(9)])
    curve = u16(np.array([0, 65535]))
    return (b"mft2" + bytes(4) + struct.pack(">BBBB", inputs, outputs, nodes, 0) + identity
            + struct.pack(">HH", 2, 2) + curve * inputs + u16(table) + curve * outputs)


def text_description(words: str) -> bytes:
    ascii_words = words.encode("ascii") + b"\0"
    return b"desc" + bytes(4) + struct.pack(">I", len(ascii_words)) + ascii_words + bytes(4 + 4 + 2 + 1 + 67)


def text(words: str) -> bytes:
    return b"text" + bytes(4) + words.encode("ascii") + b"\0"


def xyz_tag(value: np.ndarray) -> bytes:
    return b"XYZ " + bytes(4) + struct.pack(">3i", *[round(part * 65536) for part in value])


def profile(tags: list[tuple[bytes, bytes]]) -> bytes:
    """A version 2.1 CMYK output profile with Lab PCS; tags with equal data share it."""
    table_size = 4 + 12 * len(tags)
    offset, placed, body, entries = 128 + table_size, {}, b"", []
    for signature, data in tags:
        if data not in placed:
            placed[data] = offset + len(body)
            body += data + bytes(-len(data) % 4)
        entries.append(struct.pack(">4sII", signature, placed[data], len(data)))
    size = 128 + table_size + len(body)
    header = (struct.pack(">I4sI4s4s4s", size, b"\0\0\0\0", 0x02100000, b"prtr", b"CMYK", b"Lab ")
              + struct.pack(">6H", 2026, 1, 1, 0, 0, 0) + b"acsp" + bytes(4) + struct.pack(">I", 0)
              + bytes(4) + bytes(4) + bytes(8) + struct.pack(">I", 1)
              + struct.pack(">3i", *[round(part * 65536) for part in D50]) + bytes(4) + bytes(16) + bytes(28))
    return header + struct.pack(">I", len(tags)) + b"".join(entries) + body


def main() -> None:
    cmyk, xyz, paper = measurements(HERE / "FOGRA39L.ti3")
    model = forward_model(cmyk, xyz, paper)
    a2b = lab_encoding(model(grid(A2B_NODES, 4)))
    targets = lab_from_encoding(grid(B2A_NODES, 3))
    black_point = float(model(np.array([[1, 1, 1, 1.0]]))[0, 0])
    black = black_for(targets, black_point)
    inks = invert(model, targets, black)
    b2a = inks * 65535
    to_cmyk = lut16(3, 4, B2A_NODES, b2a)
    # the gamut tag an output profile carries: 0 where the press reaches the colour (within ΔE*ab 3), else not
    missed = np.linalg.norm(model(inks) - targets, axis=1) > GAMUT_DELTA_E
    gamut = lut16(3, 1, B2A_NODES, np.where(missed, 65535, 0)[:, None])
    to_lab = lut16(4, 3, A2B_NODES, a2b)
    tags = [(b"desc", text_description(DESCRIPTION)), (b"cprt", text(COPYRIGHT)), (b"wtpt", xyz_tag(paper)),
            (b"A2B0", to_lab), (b"A2B1", to_lab), (b"A2B2", to_lab),
            (b"B2A0", to_cmyk), (b"B2A1", to_cmyk), (b"B2A2", to_cmyk), (b"gamt", gamut)]
    TARGET.parent.mkdir(exist_ok=True)
    TARGET.write_bytes(profile(tags))
    print(f"{TARGET}: {TARGET.stat().st_size} bytes", file=sys.stderr)


if __name__ == "__main__":
    main()

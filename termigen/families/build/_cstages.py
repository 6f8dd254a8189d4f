"""Shared by the build families (not a family): small integer functions written in C with an exact Python twin.

Each stage is a C function `long <prefix>_<name>(long x)` whose constants live in a header as #defines; the
Python twin follows C semantics (truncating division, 64-bit two's complement) so the generator knows the
program's output exactly. `draw_stages` re-draws until no intermediate value can overflow 64 bits.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field


def _cmod(a: int, m: int) -> int:
    """C's `a % m` (truncates toward zero)."""
    r = abs(a) % abs(m)
    return -r if a < 0 else r


def _digits(x: int) -> int:
    return sum(int(c) for c in str(abs(x)))


def _reverse(x: int) -> int:
    r = int(str(abs(x))[::-1])
    return -r if x < 0 else r


def _collatz(x: int, cap: int) -> int:
    n, steps = abs(x) % cap + 1, 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


@dataclass
class Stage:
    kind: str             # the pool entry
    name: str             # the C identifier suffix (varies with the instance)
    params: dict          # macro name -> value
    needs_libm: bool = False
    doc: str = ""
    body: str = ""        # C statements, may use the macros
    includes: list = field(default_factory=list)

    def py(self, x: int) -> int:
        p = {k.split("_", 1)[1] if "_" in k else k: v for k, v in self.params.items()}
        k = self.kind
        if k == "scale":
            return x * p["K"]
        if k == "shift":
            return x + p["K"]
        if k == "clamp":
            return max(p["LO"], min(p["HI"], x))
        if k == "wrap":
            return x % p["M"]
        if k == "digits":
            return _digits(x)
        if k == "reverse":
            return _reverse(x)
        if k == "mix":
            return (x ^ p["K"]) & 0xFFFF
        if k == "gcd":
            return math.gcd(abs(x), p["K"])
        if k == "isqrt":
            return math.isqrt(abs(x))
        if k == "collatz":
            return _collatz(x, p["CAP"])
        if k == "poly":
            return _cmod(p["A"] * x * x + p["B"] * x + p["C"], p["M"])
        if k == "halve":
            q = abs(x) // p["D"]  # C division truncates toward zero
            return -q if x < 0 else q
        raise ValueError(k)


# kind -> (verb for names, doc, C body, params drawer, bound on output given bound on input)
_NAMES = {
    "scale": ["scale", "amplify", "gain", "boost"],
    "shift": ["shift", "offset", "bias", "nudge"],
    "clamp": ["clamp", "limit", "saturate", "bound"],
    "wrap": ["wrap", "fold", "modulo", "ring"],
    "digits": ["digitsum", "digits", "crossfoot", "dsum"],
    "reverse": ["reverse", "mirror", "flip", "backwards"],
    "mix": ["mix", "scramble", "xorkey", "whiten"],
    "gcd": ["gcd", "common", "divisor", "gcdkey"],
    "isqrt": ["isqrt", "root", "sqrtfloor", "radix"],
    "collatz": ["collatz", "hailstone", "steps", "orbit"],
    "poly": ["poly", "quadratic", "curve", "hash"],
    "halve": ["divide", "reduce", "downscale", "split"],
}


def _make(kind: str, rng: random.Random, prefix: str) -> Stage:
    name = rng.choice(_NAMES[kind])
    up = name.upper()
    if kind == "scale":
        k = rng.randint(3, 97)
        return Stage(kind, name, {f"{up}_K": k}, doc=f"multiplies the value by {up}_K",
                     body=f"return x * {up}_K;")
    if kind == "shift":
        k = rng.choice([rng.randint(-900, -3), rng.randint(3, 900)])
        return Stage(kind, name, {f"{up}_K": k}, doc=f"adds {up}_K to the value",
                     body=f"return x + ({up}_K);")
    if kind == "clamp":
        lo = rng.randint(-5000, -10)
        hi = rng.randint(10, 50000)
        return Stage(kind, name, {f"{up}_LO": lo, f"{up}_HI": hi}, doc=f"clamps the value to [{up}_LO, {up}_HI]",
                     body=f"if (x < ({up}_LO)) return {up}_LO;\n    if (x > {up}_HI) return {up}_HI;\n    return x;")
    if kind == "wrap":
        m = rng.randint(7, 9973)
        return Stage(kind, name, {f"{up}_M": m}, doc=f"maps the value into 0..{up}_M-1 (mathematical modulo)",
                     body=f"long r = x % {up}_M;\n    return r < 0 ? r + {up}_M : r;")
    if kind == "digits":
        return Stage(kind, name, {}, doc="returns the sum of the decimal digits of |x|",
                     body="long s = 0;\n    if (x < 0) x = -x;\n    while (x > 0) { s += x % 10; x /= 10; }\n    return s;")
    if kind == "reverse":
        return Stage(kind, name, {}, doc="reverses the decimal digits of |x|, keeping the sign",
                     body="long r = 0, a = x < 0 ? -x : x;\n    while (a > 0) { r = r * 10 + a % 10; a /= 10; }\n"
                          "    return x < 0 ? -r : r;")
    if kind == "mix":
        k = rng.randint(1, 0xFFFF)
        return Stage(kind, name, {f"{up}_K": k}, doc=f"xors the value with {up}_K and keeps the low 16 bits",
                     body=f"return (x ^ {up}_K) & 0xFFFF;")
    if kind == "gcd":
        k = rng.choice([12, 18, 24, 30, 36, 42, 48, 60, 72, 84, 90, 96, 120, 144, 180, 210, 360])
        return Stage(kind, name, {f"{up}_K": k}, doc=f"returns gcd(|x|, {up}_K)",
                     body=f"long a = x < 0 ? -x : x, b = {up}_K;\n    while (b) {{ long t = a % b; a = b; b = t; }}\n    return a;")
    if kind == "isqrt":
        return Stage(kind, name, {}, needs_libm=True, doc="returns floor(sqrt(|x|)) computed with sqrt() from libm",
                     body="return (long)sqrt((double)(x < 0 ? -x : x));", includes=["math.h"])
    if kind == "collatz":
        cap = rng.choice([500, 1000, 2000, 5000])
        return Stage(kind, name, {f"{up}_CAP": cap}, doc=f"counts Collatz steps from |x| % {up}_CAP + 1 down to 1",
                     body=f"long n = (x < 0 ? -x : x) % {up}_CAP + 1, s = 0;\n"
                          "    while (n != 1) { n = (n % 2 == 0) ? n / 2 : 3 * n + 1; s++; }\n    return s;")
    if kind == "poly":
        a, b, c, m = rng.randint(1, 9), rng.randint(-20, 20), rng.randint(-99, 99), rng.randint(101, 99991)
        return Stage(kind, name, {f"{up}_A": a, f"{up}_B": b, f"{up}_C": c, f"{up}_M": m},
                     doc=f"returns ({up}_A*x*x + {up}_B*x + {up}_C) % {up}_M (C remainder)",
                     body=f"return ({up}_A * x * x + ({up}_B) * x + ({up}_C)) % {up}_M;")
    if kind == "halve":
        d = rng.randint(2, 13)
        return Stage(kind, name, {f"{up}_D": d}, doc=f"divides the value by {up}_D (C division, toward zero)",
                     body=f"return x / {up}_D;")
    raise ValueError(kind)


KINDS = list(_NAMES)
LIMIT = 1 << 60


def run(stages: list[Stage], x: int) -> int:
    for s in stages:
        x = s.py(x)
    return x


def safe(stages: list[Stage], xs: list[int]) -> bool:
    for x in xs:
        for s in stages:
            if (s.kind == "poly" and abs(x) > 10**7) or (s.kind == "isqrt" and abs(x) > 2**50):
                return False
            if s.kind == "reverse" and abs(x) > 10**17:
                return False
            x = s.py(x)
            if abs(x) > LIMIT:
                return False
    return True


def draw_stages(rng: random.Random, n: int, prefix: str, must: tuple[str, ...] = (), probe: list[int] | None = None,
                avoid: tuple[str, ...] = ()) -> list[Stage]:
    """n distinct-kind stages (including the `must` kinds) whose chain cannot overflow on |x| <= 10**6."""
    probe = probe or [-10**6, -999_999, -1, 0, 1, 999_999, 10**6, 123_457, -654_321]
    for _ in range(200):
        pool = [k for k in KINDS if k not in must and k not in avoid]
        kinds = list(must) + rng.sample(pool, n - len(must))
        rng.shuffle(kinds)
        stages = [_make(k, rng, prefix) for k in kinds]
        names = [s.name for s in stages]
        if len(set(names)) != len(names):
            continue
        if safe(stages, probe):
            return stages
    raise RuntimeError("could not draw a safe stage chain")


def c_function(prefix: str, s: Stage) -> str:
    return f"long {prefix}_{s.name}(long x)\n{{\n    {s.body}\n}}\n"


def header_guard(name: str) -> str:
    return name.upper().replace(".", "_").replace("-", "_").replace("/", "_")


def inputs(rng: random.Random, n: int, lo: int = -10**6, hi: int = 10**6) -> list[int]:
    xs = [rng.randint(lo, hi) for _ in range(n)]
    xs += [0, rng.randint(-9, 9), rng.randint(-99_999, -10_000), rng.randint(10_000, 99_999)]
    rng.shuffle(xs)
    return xs


def public_header(lib: str, stages: list[Stage], what: str, apply_doc: str) -> str:
    """include/<lib>/<lib>.h: the version call, the chained transform and one prototype per stage."""
    up = lib.upper()
    protos = "\n".join(f"/* {s.doc}. */\nlong {lib}_{s.name}(long x);\n" for s in stages)
    return (f"#ifndef {up}_H\n#define {up}_H\n\n#ifdef __cplusplus\nextern \"C\" {{\n#endif\n\n"
            f"/* The {what} version, e.g. \"1.2.3\". */\nconst char *{lib}_version(void);\n\n"
            f"/* {apply_doc} */\nlong {lib}_apply(long x);\n\n"
            f"{protos}\n#ifdef __cplusplus\n}}\n#endif\n\n#endif\n")


def params_header(lib: str, stages: list[Stage], tuned: dict[str, int], comment: str) -> str:
    """src/params.h: each stage constant as an overridable #define (the build system passes the real values)."""
    up = lib.upper()
    lines = [f"#ifndef {up}_PARAMS_H", f"#define {up}_PARAMS_H", "", f"/* {comment} */"]
    for s in stages:
        for k, v in s.params.items():
            lines += [f"#ifndef {k}", f"#define {k} ({tuned.get(k, v)})", "#endif"]
    return "\n".join(lines + ["", "#endif", ""])


def stage_source(lib: str, s: Stage) -> str:
    """src/<stage>.c"""
    inc = "".join(f"#include <{h}>\n" for h in s.includes)
    return f"{inc}#include \"{lib}/{lib}.h\"\n#include \"params.h\"\n\n" + c_function(lib, s)

"""The shared base images: names, tags, parents and the tools each one promises.

Task images are always FROM one of these, so a task can build with no network. Bumping a base's tag
(`:1` -> `:2`) is how a change that alters what tasks see is versioned; the tag and the Dockerfile's
`org.termigen.base.version` label must agree (tests check it).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from termigen.errors import TermigenError

DOCKERFILES_DIR = Path(__file__).parent / "dockerfiles"
VERSIONS_DIR = Path(__file__).parent / "versions"

# Image labels the builder sets (not in the Dockerfiles: their values are computed).
LABEL_HASH = "org.termigen.dockerfile-hash"
LABEL_PARENT_ID = "org.termigen.parent-id"
LABEL_CONTEXT_HASH = "org.termigen.context-hash"
LABEL_ROOT_SOURCE = "org.termigen.root-source"

# Every base carries these (terminal-bench needs tmux + asciinema; tests run with pytest; `timeout` is coreutils).
COMMON_TOOLS = ("bash", "timeout", "tmux", "asciinema", "python3", "pytest", "ps", "jq", "sqlite3", "git",
                "gawk", "bc", "file", "xxd", "openssl", "patch", "diff", "less", "vi", "nano", "unzip", "zip", "xz")


class UnknownBaseImage(TermigenError, KeyError):
    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0])


@dataclass(frozen=True)
class BaseImage:
    name: str
    tag: str
    parent: str | None  # a name in BASE_IMAGES; None for the root
    tools: tuple[str, ...] = ()  # commands the image promises (checked by the tests)
    python_modules: tuple[str, ...] = ()  # importable modules it promises
    categories: tuple[str, ...] = field(default=())  # task categories it is meant for

    @property
    def dockerfile_dir(self) -> Path | None:
        return None if self.parent is None else DOCKERFILES_DIR / self.name

    @property
    def versions_file(self) -> Path:
        return VERSIONS_DIR / f"{self.name}.txt"


ROOT = BaseImage(
    name="debian",
    tag="termigen/debian:bookworm",
    parent=None,
    tools=("bash", "timeout", "apt-get", "dpkg"),
)

BASE_IMAGES: dict[str, BaseImage] = {
    b.name: b
    for b in (
        ROOT,
        BaseImage(
            name="core",
            tag="termigen/core:1",
            parent="debian",
            tools=COMMON_TOOLS,
            python_modules=("pytest", "yaml", "sqlite3"),
            categories=("algorithms", "data"),
        ),
        BaseImage(
            name="dev",
            tag="termigen/dev:1",
            parent="core",
            tools=COMMON_TOOLS + ("gcc", "g++", "cc", "make", "cmake", "pkg-config", "gdb", "objdump", "strings",
                                  "readelf", "strace", "ltrace", "valgrind", "autoconf", "automake", "libtoolize",
                                  "node", "mpicc", "mpirun", "parallel"),
            python_modules=("pytest", "yaml"),
            categories=("build", "software", "distributed"),
        ),
        BaseImage(
            name="sci",
            tag="termigen/sci:1",
            parent="core",
            tools=COMMON_TOOLS + ("z3", "minisat", "convert", "identify", "csvcut", "csvsql"),
            python_modules=("numpy", "pandas", "scipy", "sklearn", "matplotlib", "PIL", "z3", "sympy",
                            "networkx", "yaml", "pytest"),
            categories=("ml", "science", "data", "formal"),
        ),
        BaseImage(
            name="ops",
            tag="termigen/ops:1",
            parent="core",
            tools=COMMON_TOOLS + ("nginx", "cron", "logrotate", "sudo", "curl", "gpg", "john", "objdump",
                                  "strings", "socat", "expect", "nc", "ip", "rsync", "lsof", "fuser", "killall",
                                  "flock", "su", "useradd"),
            python_modules=("pytest", "yaml"),
            categories=("sysadmin", "security", "interactive"),
        ),
        # Stack bases: the technologies themselves, running (issue 12). Families pick them by name.
        BaseImage(
            name="db",
            tag="termigen/db:1",
            parent="core",
            tools=COMMON_TOOLS + ("psql", "pg_ctlcluster", "pg_dump", "pg_restore", "createdb", "mariadb",
                                  "mariadbd", "mariadb-dump", "mysql", "redis-server", "redis-cli", "sudo", "runuser"),
            python_modules=("psycopg2", "pymysql", "redis", "sqlalchemy", "duckdb", "pyarrow", "pyarrow.parquet",
                            "pytest", "yaml"),
            categories=("data", "software", "sysadmin"),
        ),
        BaseImage(
            name="web",
            tag="termigen/web:1",
            parent="core",
            tools=COMMON_TOOLS + ("uvicorn", "gunicorn", "django-admin", "node", "npm", "protoc", "nginx", "curl",
                                  "sudo", "nc", "killall"),
            python_modules=("flask", "fastapi", "uvicorn", "django", "websockets", "grpc", "grpc_tools", "requests",
                            "httpx", "jinja2", "sqlalchemy", "pydantic", "pytest", "yaml"),
            categories=("software", "interactive", "sysadmin"),
        ),
        BaseImage(
            name="ml",
            tag="termigen/ml:1",
            parent="sci",
            tools=COMMON_TOOLS + ("jupyter", "dask-scheduler"),
            python_modules=("torch", "transformers", "tokenizers", "safetensors", "accelerate", "huggingface_hub",
                            "onnx", "nbclient", "ipykernel", "dask", "distributed", "numpy", "pandas", "sklearn",
                            "pytest", "yaml"),
            categories=("ml", "science", "data"),
        ),
        BaseImage(
            name="hpc",
            tag="termigen/hpc:1",
            parent="dev",
            tools=COMMON_TOOLS + ("sbatch", "squeue", "sinfo", "srun", "scontrol", "sacct", "slurmctld", "slurmd",
                                  "munged", "tg-slurm-start", "mpicc", "mpirun", "gcc", "hyperfine"),
            python_modules=("pytest", "yaml"),
            categories=("distributed", "build", "science"),
        ),
        BaseImage(
            name="proof",
            tag="termigen/proof:1",
            parent="core",
            tools=COMMON_TOOLS + ("coqc", "coqtop", "why3", "z3", "minisat"),
            python_modules=("pytest", "yaml"),
            categories=("formal",),
        ),
        BaseImage(
            name="lang",
            tag="termigen/lang:1",
            parent="dev",
            tools=COMMON_TOOLS + ("go", "rustc", "cargo", "java", "javac", "jar", "jshell", "mvn", "gcc", "make"),
            python_modules=("pytest", "yaml"),
            categories=("software", "build"),
        ),
    )
}

# Python modules whose versions are recorded with each image (those not importable are skipped).
RECORDED_MODULES = ("pytest", "yaml", "numpy", "pandas", "scipy", "sklearn", "matplotlib", "PIL", "z3",
                    "sympy", "networkx", "psycopg2", "pymysql", "redis", "sqlalchemy", "duckdb", "pyarrow", "flask",
                    "fastapi", "uvicorn", "django", "websockets", "grpc", "requests", "httpx", "pydantic", "torch",
                    "transformers", "tokenizers", "safetensors", "accelerate", "onnx", "dask")


def get_base(name_or_tag: str) -> BaseImage:
    """A base by name (`core`) or tag (`termigen/core:1`); an unknown one lists the valid names."""
    if name_or_tag in BASE_IMAGES:
        return BASE_IMAGES[name_or_tag]
    for b in BASE_IMAGES.values():
        if b.tag == name_or_tag:
            return b
    valid = ", ".join(f"{b.name} ({b.tag})" for b in BASE_IMAGES.values())
    raise UnknownBaseImage(f"unknown base image {name_or_tag!r}; valid: {valid}")


def base_for_tag(tag: str) -> BaseImage | None:
    return next((b for b in BASE_IMAGES.values() if b.tag == tag), None)


def with_parents(names: list[str] | None) -> list[BaseImage]:
    """The named bases plus their ancestors, parents first (all bases when names is None)."""
    wanted = list(BASE_IMAGES) if names is None else [get_base(n).name for n in names]
    order: list[BaseImage] = []

    def visit(name: str) -> None:
        b = BASE_IMAGES[name]
        if b.parent:
            visit(b.parent)
        if b not in order:
            order.append(b)

    for n in wanted:
        visit(n)
    return order


def bases_for_category(category: str) -> list[BaseImage]:
    """The bases meant for a task category, smallest first (a family picks the first that has its tools)."""
    return [b for b in BASE_IMAGES.values() if category in b.categories]

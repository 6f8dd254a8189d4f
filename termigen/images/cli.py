"""`termigen images build|list`: build the shared base images and show what is there."""

from __future__ import annotations

import time
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from termigen.errors import TermigenError

app = typer.Typer(help="Shared base images: build them (offline root via debootstrap when no registry) and list them.",
                  no_args_is_help=True)
console = Console()
err = Console(stderr=True)


def _table() -> Table:
    from termigen.images.bases import base_status

    t = Table(title="TermiGen base images")
    for col in ("name", "tag", "parent", "state", "size", "id"):
        t.add_column(col, justify="right" if col == "size" else "left", no_wrap=True)
    colors = {"ok": "green", "outdated": "yellow", "missing": "red"}
    for r in base_status():
        size = f"{r['size_mb']} MB" if r["size_mb"] is not None else ""
        t.add_row(r["name"], r["tag"], r["parent"], f"[{colors[r['state']]}]{r['state']}[/]", size, r["id"])
    return t


@app.command()
def build(
    names: Annotated[list[str] | None, typer.Argument(help="bases to build (with their parents); default: all")] = None,
    force: Annotated[bool, typer.Option("--force", help="rebuild the named bases even when current (no cache)")] = False,
) -> None:
    """Build missing or outdated base images, parents first, and record their package versions."""
    from termigen.images.bases import ensure_base_images

    t0 = time.monotonic()
    with console.status("checking base images") as status:

        def progress(name: str, event: str, detail: str) -> None:
            if event == "log":
                status.update(f"[bold]{name}[/]: {detail[:100]}")
            elif event == "start":
                console.print(f"[bold blue]{name}[/]: {detail}")
                status.update(f"[bold]{name}[/]: building")
            elif event == "done":
                console.print(f"[bold green]{name}[/]: {detail}")
            elif event == "skip":
                console.print(f"[dim]{name}: {detail}[/]")

        try:
            ensure_base_images(names or None, progress, force=force)
        except TermigenError as e:
            err.print(f"[bold red]error:[/] {_esc(e)}")
            raise typer.Exit(1)
    console.print(_table())
    console.print(f"done in {time.monotonic() - t0:.0f} s")


@app.command("list")
def list_() -> None:
    """Show the base images: state (ok / outdated / missing), size, id."""
    try:
        console.print(_table())
    except TermigenError as e:
        err.print(f"[bold red]error:[/] {_esc(e)}")
        raise typer.Exit(1)


def _esc(e: Exception) -> str:
    from rich.markup import escape

    return escape(str(e))


def main() -> None:
    app()

"""`python -m termigen.images build|list`: the images CLI, usable before the main `termigen` CLI exists."""

from termigen.images.cli import main

main()

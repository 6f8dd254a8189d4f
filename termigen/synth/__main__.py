"""`python -m termigen.synth`: the plain command line (termigen.synth.cli)."""

import sys

from termigen.synth.cli import main

sys.exit(main())

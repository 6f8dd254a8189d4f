#!/bin/bash
set -euo pipefail

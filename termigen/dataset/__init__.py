"""The dataset: a committed spec (families, levels, counts, seeds) -> both layouts, the zip and registry.json.

Generation is pure: the same spec gives the same bytes (the zip has sorted entries and fixed timestamps), so CI
can prove the committed files are exactly what the generator makes. By concern: `spec` (dataset.yaml),
`generation` (tasks in both layouts), `publish` (zip, registry), `ordering` (verification order, verified prefix).
"""

from termigen.dataset.generation import Failure, generate_dataset, generate_tasks, prune_layouts
from termigen.dataset.ordering import interleaved, stratified_sample, verified_prefix
from termigen.dataset.publish import ZIP_ROOT, ZIP_TIME, TaskZip, differing_paths, write_registry, write_zip
from termigen.dataset.spec import DatasetSpec, FamilySpec, _vkey, adhoc_jobs, dump_spec

__all__ = ["DatasetSpec", "Failure", "FamilySpec", "TaskZip", "ZIP_ROOT", "ZIP_TIME", "_vkey", "adhoc_jobs",
           "differing_paths", "dump_spec", "generate_dataset", "generate_tasks", "interleaved", "prune_layouts",
           "stratified_sample", "verified_prefix", "write_registry", "write_zip"]

